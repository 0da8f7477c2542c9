import SalesCore
import Testing

@Suite struct CurrencyCodeTests {
    @Test(arguments: ["USD", "EUR", "AAA", "ZZZ"])
    func acceptsThreeUppercaseASCIILetters(_ text: String) throws {
        let code = try #require(CurrencyCode(text))
        #expect(code.code == text)
        #expect(code.description == text)
    }

    @Test(arguments: ["", "US", "USDX", "usd", "Usd", "US1", "U D", "ÜSD", "US\u{0}", " USD", "ＵＳＤ"])
    func refusesAnythingElse(_ text: String) {
        #expect(CurrencyCode(text) == nil)
    }

    /// The mappers' reading of three bytes is the general one: every triple over letters, their
    /// neighbours, digits, lowercase, controls and bytes of multibyte characters; and other lengths.
    @Test func readsThreeBytesAsItReadsAnyOtherText() {
        let alphabet: [UInt8] = [
            0x00, 0x20, 0x30, 0x40, 0x41, 0x42, 0x4D, 0x5A, 0x5B, 0x61, 0x7A, 0x7F, 0x80, 0xC3, 0xFF,
        ]
        for first in alphabet {
            for second in alphabet {
                for third in alphabet {
                    let bytes = [first, second, third]
                    #expect(
                        bytes.withUnsafeBytes { CurrencyCode(threeBytes: $0) } == CurrencyCode(utf8: bytes), "\(bytes)")
                }
            }
        }
        for bytes in [[], [0x41], [0x41, 0x41], [0x41, 0x41, 0x41, 0x41]] as [[UInt8]] {
            #expect(bytes.withUnsafeBytes { CurrencyCode(threeBytes: $0) } == nil)
        }
    }

    @Test func ordersAlphabeticallyThroughItsDenseIndex() throws {
        let codes = try ["USD", "AUD", "EUR", "ZAR", "AAA", "ZZZ"].map(code)
        #expect(codes.sorted().map(\.code) == ["AAA", "AUD", "EUR", "USD", "ZAR", "ZZZ"])
        #expect(try code("AAA").index == 0)
        #expect(try code("ZZZ").index == CurrencyCode.count - 1)
    }

    @Test func roundTripsEveryDenseIndex() throws {
        for index in 0..<CurrencyCode.count {
            let code = try #require(CurrencyCode(index: index))
            #expect(CurrencyCode(code.code) == code)
        }
        #expect(CurrencyCode(index: -1) == nil)
        #expect(CurrencyCode(index: CurrencyCode.count) == nil)
    }

    @Test func knowsMinorUnits() throws {
        #expect(try code("USD").minorUnits == 2)
        #expect(try code("JPY").minorUnits == 0)
        #expect(try code("KWD").minorUnits == 3)
    }
}
