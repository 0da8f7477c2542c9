/// Where a server listens: `HOST:PORT`, `[IPv6]:PORT`, or `:PORT` for every interface (as Go writes it).
public struct ListenAddress: Sendable, Equatable, CustomStringConvertible {
    public var host: String
    /// 0 lets the system pick a free port.
    public var port: Int

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// `HOST:PORT`, an IPv6 host in brackets, so the text can be read back.
    public var description: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}

extension SettingParser where Value == ListenAddress {
    public static let listenAddress = Self(expecting: "HOST:PORT (e.g. 127.0.0.1:8080 or :8080)") { text in
        guard let colon = text.lastIndex(of: ":"), let port = SettingText.port(text[text.index(after: colon)...]) else {
            return nil
        }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else { return nil }
        return ListenAddress(host: host.isEmpty ? "0.0.0.0" : host, port: port)
    }
}
