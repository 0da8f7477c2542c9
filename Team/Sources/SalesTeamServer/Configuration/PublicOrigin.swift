import SalesConfiguration

/// The one origin the team's pages are served at: `https://` and a host, with a port only when it
/// is not 443 — what `Host` and `Origin` must name, and what cookies and links are made for.
package struct PublicOrigin: Sendable, Equatable, CustomStringConvertible {
    /// `sales.example.com` or `sales.example.com:8443`, lowercased: what `Host` must be.
    package let authority: String

    /// The setting's reading: what is not an https origin is refused in words.
    package static let setting = SettingParser<PublicOrigin>(
        expecting: "an https origin, https://sales.example.com", PublicOrigin.init(text:))

    package init(parsing text: String, from source: String) throws(ConfigurationError) {
        self = try Self.setting.parse(text, from: source)
    }

    package init?(text: String) {
        let lowered = text.lowercased()
        let prefix = "https://"
        var rest = lowered.hasPrefix(prefix) ? String(lowered.dropFirst(prefix.count)) : ""
        if rest.hasSuffix("/") { rest.removeLast() }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.-:[]".unicodeScalars)
        guard !rest.isEmpty, rest.unicodeScalars.allSatisfy(allowed.contains), !rest.hasPrefix(":"),
            Self.portIsValid(rest)
        else { return nil }
        authority = rest.hasSuffix(":443") ? String(rest.dropLast(4)) : rest
    }

    /// `https://` and the authority.
    package var description: String { "https://" + authority }

    private static func portIsValid(_ authority: String) -> Bool {
        guard !authority.hasSuffix("]"), let colon = authority.lastIndex(of: ":") else { return true }
        guard let port = Int(authority[authority.index(after: colon)...]) else { return false }
        return (1...65_535).contains(port)
    }
}
