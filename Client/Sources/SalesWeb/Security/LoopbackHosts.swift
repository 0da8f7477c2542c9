/// The `Host` a page of ours may be asked under: `127.0.0.1`, `localhost` or `[::1]` (any case),
/// with our port or none. Anything else — a name that resolves here only because an attacker's DNS
/// said so (DNS rebinding) — is refused before anything is read or done.
package struct LoopbackHosts: Sendable {
    package let port: Int

    package init(port: Int) {
        self.port = port
    }

    package func allows(_ host: String?) -> Bool {
        guard let host else { return false }
        let lowered = host.lowercased()
        return ["127.0.0.1", "localhost", "[::1]"].contains { lowered == $0 || lowered == "\($0):\(port)" }
    }

    /// Whether `origin` (an `Origin` header) is one of ours: `http://`, an allowed host and our
    /// port (a page served from another port of this machine is another origin).
    package func isOwn(origin: String?) -> Bool {
        guard let origin, origin.lowercased().hasPrefix("http://") else { return false }
        let host = origin.dropFirst("http://".count).lowercased()
        return ["127.0.0.1", "localhost", "[::1]"].contains { host == "\($0):\(port)" }
    }
}
