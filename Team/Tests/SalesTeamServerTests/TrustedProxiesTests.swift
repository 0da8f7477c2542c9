import SalesTeamServer
import Testing

/// Which peers are the front, and where the browser behind them is.
@Suite struct TrustedProxiesTests {
    @Test func knowsAddressesAndRangesAsBytesWhateverTheSpelling() throws {
        let sut = try #require(TrustedProxies(parsing: "127.0.0.1, 172.16.0.0/12, fd00::/8, 2001:db8::1"))

        #expect(sut.contains("127.0.0.1") && sut.contains("::ffff:127.0.0.1"))
        #expect(sut.contains("172.16.0.1") && sut.contains("172.31.255.254"))
        #expect(!sut.contains("172.32.0.1") && !sut.contains("172.15.255.255"))
        #expect(sut.contains("fd12:3456::1") && !sut.contains("fe80::1"))
        #expect(sut.contains("2001:0db8:0000::0001") && !sut.contains("2001:db8::2"))
        #expect(!sut.contains("127.0.0.2") && !sut.contains("") && !sut.contains("localhost"))
    }

    @Test(arguments: ["front.internal", "10.0.0.0/33", "10.0.0.0/x", "/8", "10.0.0.0/", "::/129", "10.0.0.0/+8"])
    func refusesWhatIsNoAddressOrRange(_ text: String) {
        #expect(TrustedProxies(parsing: text) == nil)
    }

    @Test func believesForwardedForOnlyFromAFront() throws {
        let sut = try #require(TrustedProxies(parsing: "10.0.0.0/8"))

        #expect(sut.client(peer: "203.0.113.7", forwardedFor: ["198.51.100.1"]) == "203.0.113.7")
        #expect(sut.client(peer: "10.1.2.3", forwardedFor: ["198.51.100.1"]) == "198.51.100.1")
        #expect(sut.client(peer: "10.1.2.3", forwardedFor: []) == "10.1.2.3")
    }

    /// A browser may send its own `X-Forwarded-For`: the front appends to it, so only what the
    /// fronts added — read from the right — is believed.
    @Test func walksTheChainFromTheRightPastEveryFront() throws {
        let sut = try #require(TrustedProxies(parsing: "10.0.0.0/8"))

        #expect(sut.client(peer: "10.0.0.9", forwardedFor: ["6.6.6.6, 203.0.113.9, 10.0.0.5"]) == "203.0.113.9")
        #expect(sut.client(peer: "10.0.0.9", forwardedFor: ["6.6.6.6", "203.0.113.9, 10.0.0.5"]) == "203.0.113.9")
        #expect(sut.client(peer: "10.0.0.9", forwardedFor: ["10.0.0.7, 10.0.0.5"]) == "10.0.0.7")
        #expect(sut.client(peer: "10.0.0.9", forwardedFor: ["203.0.113.9, not-an-address, 10.0.0.5"]) == "10.0.0.5")
    }
}
