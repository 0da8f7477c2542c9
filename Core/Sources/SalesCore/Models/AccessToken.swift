/// A session token from `POST /login`, sent back raw in the `Authorization` header.
///
/// Its `description` is redacted so that string interpolation into a log line never leaks it;
/// read ``rawValue`` only where the token must go on the wire or to the encrypted store.
public struct AccessToken: Hashable, Sendable {
    public let rawValue: String

    /// The longest token accepted (bytes): far above any real session token, small enough for a
    /// header and a session file.
    public static let maximumLength = 4_096

    /// Creates a token, or `nil` when the text is empty, longer than ``maximumLength`` or holds
    /// anything but visible ASCII.
    public init?(_ rawValue: String) {
        guard !rawValue.isEmpty, rawValue.utf8.count <= Self.maximumLength,
            rawValue.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else {
            return nil
        }
        self.rawValue = rawValue
    }
}

extension AccessToken: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { "AccessToken(redacted)" }
    public var debugDescription: String { description }
}
