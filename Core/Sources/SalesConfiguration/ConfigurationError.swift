/// A setting that cannot be used: the message names the flag or variable it came from, what it
/// must be, and what it was.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
