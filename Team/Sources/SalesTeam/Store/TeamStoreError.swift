/// The store could not be used: the database is away (a page says the service is unavailable).
public struct TeamStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
