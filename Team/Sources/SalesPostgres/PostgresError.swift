/// Why PostgreSQL did not answer as asked: the server could not be reached (or the connection was
/// lost), or it refused the statement (with its SQLSTATE). The message is libpq's or the server's
/// own, never the connection URI (which may hold a password).
public struct PostgresError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// No connection: the server is away, refuses us, or the connection broke mid-statement.
        case unavailable
        /// The server answered with an error: its SQLSTATE (`23505` a unique violation).
        case statement(sqlState: String)
        /// An answer we cannot read: a column missing, a value not of its type.
        case unexpectedAnswer
    }

    public let kind: Kind
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
