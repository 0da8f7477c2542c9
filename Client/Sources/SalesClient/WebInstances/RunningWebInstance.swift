/// A `sales web` that is serving: its port on 127.0.0.1, and the token another start presents to
/// have it mint a new one-time key (so a second start opens the running one).
package struct RunningWebInstance: Sendable, Equatable {
    package let port: Int
    /// 32 hex digits; known only to this user (the registry's file is 0600 in a 0700 folder).
    package let launchToken: String

    package init?(port: Int, launchToken: String) {
        guard (1...65_535).contains(port), launchToken.utf8.count == 32,
            launchToken.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        self.port = port
        self.launchToken = launchToken
    }
}
