import Foundation
import SalesConfiguration
import Testing

@Suite struct SettingParserTests {
    @Test(arguments: [
        ("30", 30_000), ("2.5", 2_500), ("0.001", 1), ("0.0005", 1), ("1.23449", 1_234), ("86400", 86_400_000),
    ])
    func readsSecondsToTheMillisecond(_ text: String, _ milliseconds: Int64) throws {
        #expect(try SettingParser.seconds(upTo: 86_400).parse(text, from: "T") == .milliseconds(milliseconds))
    }

    @Test(arguments: [
        "0x10", "1e-9", "1e3", "-1", "+1", " 1", "1 ", "", ".5", "5.", "inf", "nan", "86400.001", "0", "0.0004",
    ])
    func refusesSecondsThatAreNotPlainDecimalTextInRange(_ text: String) {
        #expect(throws: ConfigurationError.self) { try SettingParser.seconds(upTo: 86_400).parse(text, from: "T") }
    }

    @Test func readsZeroSecondsOnlyWhenAllowed() throws {
        #expect(try SettingParser.seconds(upTo: 10, allowingZero: true).parse("0", from: "T") == .zero)
    }

    @Test func readsWholeNumbersPortsAndBytesStrictly() throws {
        #expect(try SettingParser.wholeNumber(in: 1...1_000).parse("1000", from: "N") == 1_000)
        #expect(try SettingParser.port.parse("0", from: "P") == 0)
        #expect(try SettingParser.bytes.parse("65536", from: "B") == 65_536)
        for text in ["0", "1001", "+5", "1_000", "0x10", "٣"] {
            #expect(throws: ConfigurationError.self) {
                try SettingParser.wholeNumber(in: 1...1_000).parse(text, from: "N")
            }
        }
        #expect(throws: ConfigurationError.self) { try SettingParser.port.parse("65536", from: "P") }
        #expect(throws: ConfigurationError.self) { try SettingParser.bytes.parse("0", from: "B") }
    }

    @Test func readsHTTPURLsWithAHostAndAPortInRange() throws {
        #expect(try SettingParser.httpURL.parse("HTTPS://example.com:8443/x", from: "U").port == 8_443)
        for text in ["ftp://x/rates", "not a url", "http://", "http://127.0.0.1:99999", "http://%00", "/rates"] {
            #expect(throws: ConfigurationError.self) { try SettingParser.httpURL.parse(text, from: "U") }
        }
    }

    @Test func readsListenAddressesAndWritesThemBack() throws {
        #expect(
            try SettingParser.listenAddress.parse(":8080", from: "L") == ListenAddress(host: "0.0.0.0", port: 8_080))
        let v6 = try SettingParser.listenAddress.parse("[::1]:0", from: "L")
        #expect(v6 == ListenAddress(host: "::1", port: 0))
        #expect(v6.description == "[::1]:0")
        #expect(ListenAddress(host: "127.0.0.1", port: 80).description == "127.0.0.1:80")
        for text in ["8080", "host:99999", "host:", "ho st:80"] {
            #expect(throws: ConfigurationError.self) { try SettingParser.listenAddress.parse(text, from: "L") }
        }
    }

    enum Colour: String, CaseIterable, Sendable { case red, green, blue }

    @Test func readsOneOfANamedSetInAnyASCIICase() throws {
        #expect(try SettingParser.oneOf(Colour.self).parse("GREEN", from: "C") == .green)
        #expect(throws: ConfigurationError("C must be one of red, green or blue, not 'ſed'")) {
            try SettingParser.oneOf(Colour.self).parse("ſed", from: "C")
        }
    }
}
