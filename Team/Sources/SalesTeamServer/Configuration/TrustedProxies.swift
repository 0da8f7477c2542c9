#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The front's addresses (`TRUSTED_PROXIES`): addresses and ranges (`127.0.0.1`, `10.0.0.0/8`,
/// `fd00::/8` — a container platform gives its fronts addresses of a range, not fixed ones),
/// compared as bytes, an IPv4 address the same whether it comes as `10.0.0.1` or `::ffff:10.0.0.1`.
/// Only from them is `X-Forwarded-For` believed, and only as far as they vouch for it.
package struct TrustedProxies: Sendable, Equatable {
    private struct Range: Sendable, Equatable {
        let bytes: [UInt8]
        let prefix: Int

        func contains(_ address: [UInt8]) -> Bool {
            guard address.count == bytes.count else { return false }
            let (whole, rest) = (prefix / 8, prefix % 8)
            guard address[..<whole] == bytes[..<whole] else { return false }
            guard rest > 0 else { return true }
            let mask = UInt8(0xFF) << (8 - rest)
            return address[whole] & mask == bytes[whole] & mask
        }
    }

    private let ranges: [Range]

    package static let none = TrustedProxies(ranges: [])

    private init(ranges: [Range]) {
        self.ranges = ranges
    }

    /// Comma-separated addresses and `ADDRESS/PREFIX` ranges; nil when any part is neither.
    package init?(parsing text: String) {
        var ranges: [Range] = []
        for part in text.split(separator: ",") {
            let entry = part.trimmingCharacters(in: .whitespaces)
            if entry.isEmpty { continue }
            let pieces = entry.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let bytes = Self.bytes(of: pieces[0]) else { return nil }
            var prefix = bytes.count * 8
            if pieces.count == 2 {
                guard pieces[1].utf8.count <= 3, pieces[1].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                    let given = Int(pieces[1]), given <= prefix
                else { return nil }
                prefix = given
            }
            ranges.append(Range(bytes: bytes, prefix: prefix))
        }
        self.init(ranges: ranges)
    }

    package var isEmpty: Bool { ranges.isEmpty }

    /// Whether `address` is one of the fronts'.
    package func contains(_ address: String) -> Bool {
        guard let bytes = Self.bytes(of: address) else { return false }
        return ranges.contains { $0.contains(bytes) }
    }

    /// Where the browser is: the peer, unless it is a front — then `X-Forwarded-For` (every line,
    /// in order) read from the right, past each front, to the first address no front is: the one
    /// the nearest front saw. What a front did not vouch for (text that is no address) is not
    /// believed: then the last front's address stands.
    package func client(peer: String, forwardedFor lines: [String]) -> String {
        var client = peer
        guard contains(peer) else { return client }
        let hops = lines.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
        for hop in hops.reversed() {
            guard Self.bytes(of: hop) != nil else { return client }
            client = hop
            if !contains(hop) { return client }
        }
        return client
    }

    /// An address's bytes: 4 for IPv4 (an IPv4-mapped IPv6 address included), 16 for IPv6.
    private static func bytes(of text: String) -> [UInt8]? {
        guard text.utf8.count <= 45 else { return nil }
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { Array($0) }
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        let bytes = withUnsafeBytes(of: &v6) { Array($0) }
        let mapped: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF]
        return Array(bytes[..<12]) == mapped ? Array(bytes[12...]) : bytes
    }
}
