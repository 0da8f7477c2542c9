import Foundation

extension SettingParser where Value == URL {
    /// An absolute http or https URL with a host (no `%` escapes, control characters or spaces in it)
    /// and, if any, a port up to 65535.
    public static let httpURL = Self(expecting: "an http or https URL") { text in
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host(percentEncoded: true), !host.isEmpty,
            !host.unicodeScalars.contains(where: { $0 == "%" || $0.value <= 0x20 || $0.value == 0x7F }),
            url.port.map(SettingText.ports.contains) ?? true
        else { return nil }
        return url
    }
}
