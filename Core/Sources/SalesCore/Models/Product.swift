/// A product the company sells.
public struct Product: Hashable, Sendable, Identifiable {
    /// The upstream identifier, kept exactly as the API sends it (an uppercase UUID today).
    public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
        public let rawValue: String

        /// Creates an identifier, or `nil` for an empty or blank string.
        public init?(_ rawValue: String) {
            guard rawValue.contains(where: { !$0.isWhitespace }) else { return nil }
            self.rawValue = rawValue
        }

        public var description: String { rawValue }

        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let id: ID
    public let name: String

    public init(id: ID, name: String) {
        self.id = id
        self.name = name
    }
}
