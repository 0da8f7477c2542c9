/// A session token from `POST /login`, sent back raw in the `Authorization` header.
///
/// Its `description` is redacted so that string interpolation into a log line never leaks it;
/// read ``rawValue`` only where the token must go on the wire or to the encrypted store.
public struct AccessToken: Hashable, Sendable {
    public let rawValue: String

    /// Creates a token, or `nil` when the text is empty or holds whitespace or control characters.
    public init?(_ rawValue: String) {
        guard !rawValue.isEmpty, rawValue.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
            return nil
        }
        self.rawValue = rawValue
    }
}

extension AccessToken: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { "AccessToken(redacted)" }
    public var debugDescription: String { description }
}
