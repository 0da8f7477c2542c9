import Foundation
import SalesCore
import Testing

/// The mappers' JSON reading, through their public interface: RFC 8259 syntax, strictness, and
/// resistance to hostile payloads.
@Suite struct JSONSyntaxTests {
    @Test func decodesStringEscapes() throws {
        let json = #"[{"id": "A\/1", "name": "Caf\u00e9 \"Noir\" \\ \ud83c\udf4e\n\t"}]"#
        let products = try ProductsMapper.map(json.utf8Data, statusCode: 200).elements
        #expect(products.map(\.name) == ["Café \"Noir\" \\ 🍎\n\t"])
        #expect(products.map(\.id.rawValue) == ["A/1"])
    }

    @Test(arguments: 0..<17)
    func findsWhatEndsOrBreaksAStringAtEveryAlignment(_ offset: Int) throws {
        let before = String(repeating: "a", count: offset)
        let after = String(repeating: "b", count: 9)
        func names(_ inner: String) throws -> [String] {
            try ProductsMapper.map(#"[{"id": "\#(before)\#(inner)\#(after)", "name": "N"}]"#.utf8Data, statusCode: 200)
                .elements.map(\.id.rawValue)
        }
        #expect(try names(#"\""#) == [before + "\"" + after])
        #expect(try names("é~") == [before + "é~" + after])
        #expect(throws: MappingError.self) { try names("\u{1F}") }
        #expect(throws: MappingError.self) {
            let bytes = Array(#"[{"id": "\#(before)"#.utf8) + [0xC3, 0x28] + Array(#"\#(after)", "name": "N"}]"#.utf8)
            return try ProductsMapper.map(Data(bytes), statusCode: 200)
        }
        let cut = #"[{"id": "\#(before)\#(after)"#
        #expect(throws: MappingError.self) { try ProductsMapper.map(cut.utf8Data, statusCode: 200) }
    }

    @Test func readsEscapedKeysAndIgnoresUnknownFieldsOfAnyShape() throws {
        let json = #"[{"\u0069d": "A", "name": "Kept", "tags": [1, {"deep": [true, null, "x"]}], "n": -1.5e-3}]"#
        #expect(try ProductsMapper.map(json.utf8Data, statusCode: 200).elements.map(\.name) == ["Kept"])
    }

    @Test func acceptsAnyJSONWhitespace() throws {
        let json = " \n\t[ \r\n{ \"id\" : \"A\" ,\n \"name\" :\"N\" } \n] \n"
        #expect(try ProductsMapper.map(json.utf8Data, statusCode: 200).elements.count == 1)
        #expect(try ProductsMapper.map("[]".utf8Data, statusCode: 200).elements.isEmpty)
    }

    @Test(arguments: [
        ("1.18", "1.18"), ("118e-2", "1.18"), ("0.0118E+2", "1.18"), ("1", "1"), ("0.000001", "0.000001"),
        ("12345678901234567890123.5", "12345678901234567890123.5"),
        ("0.1234567890123456789012345", "0.1234567890123456789012345"),
    ])
    func readsRateNumbersExactlyInEveryJSONNotation(_ number: String, _ expected: String) throws {
        let json = #"[{"from": "EUR", "to": "USD", "rate": \#(number)}]"#
        let rates = try RatesMapper.map(json.utf8Data, statusCode: 200).elements
        #expect(rates.map(\.rate) == [try decimal(expected)])
    }

    @Test func skipsAndExplainsRatesBeyondTheLimitsInsteadOfRefusingTheList() throws {
        let json = """
            [{"from": "EUR", "to": "USD", "rate": 1e400}, {"from": "CZK", "to": "EUR", "rate": 1e-127},
             {"from": "HUF", "to": "USD", "rate": 1.000000000000000000000000000000000000001},
             {"from": "GBP", "to": "USD", "rate": 1.3}]
            """
        let list = try RatesMapper.map(json.utf8Data, statusCode: 200)
        #expect(list.elements.map(\.from.code) == ["GBP"])
        #expect(
            list.skipped.map(\.reason) == [
                .refusedNumber("rate", value: "1e400", .outOfRange),
                .refusedNumber("rate", value: "1e-127", .outOfRange),
                .refusedNumber("rate", value: "1.000000000000000000000000000000000000001", .tooManyDigits),
            ])
        #expect(
            list.skipped[1].description
                == #"#1 (from=CZK to=EUR rate=1e-127): "rate" 1e-127 is outside the supported magnitudes 1e-99 to 1e99"#
        )
    }

    @Test(arguments: [
        "", "   ", "{}", "[", "[{]", "[{\"id\": \"A\",}]", "[1,]", "[01]", "[1.]", "[-]", "[1e]", "[.5]", "[+1]",
        "[\"unterminated]", "[\"bad \\x escape\"]", "[\"\\u12G4\"]", "[\"tab\tinside\"]", "[tru]", "[nul]", "[NaN]",
        "[] []", "[{\"id\" \"A\"}]", "[{id: \"A\"}]", "['A']",
    ])
    func refusesInvalidJSONAsAWholeNamingTheByte(_ json: String) {
        #expect {
            try ProductsMapper.map(json.utf8Data, statusCode: 200)
        } throws: { error in
            guard case MappingError.invalidPayload(statusCode: 200, let reason) = error else { return false }
            return reason.contains("byte")
        }
    }

    @Test func refusesHostileNestingWithoutExhaustingTheStack() {
        let depth = 100_000
        let json =
            "[{\"id\": \"A\", \"name\": \"N\", \"x\": " + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + "}]"
        #expect(throws: MappingError.self) { try ProductsMapper.map(json.utf8Data, statusCode: 200) }
    }

    @Test func acceptsReasonableNesting() throws {
        let json =
            "[{\"id\": \"A\", \"name\": \"N\", \"x\": " + String(repeating: "[", count: 90)
            + String(repeating: "]", count: 90) + "}]"
        #expect(try ProductsMapper.map(json.utf8Data, statusCode: 200).elements.count == 1)
    }

    @Test(
        arguments: [
            [0xFF, 0xFE], [0x80], [0xC0, 0xAF], [0xC3], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82],
            [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
        ] as [[UInt8]])
    func refusesAStringThatIsNotUTF8NamingTheByte(_ bytes: [UInt8]) {
        var data = Data(#"[{"id": "A", "name": "bad "#.utf8)
        data.append(contentsOf: bytes)
        data.append(contentsOf: Data(#""}]"#.utf8))
        #expect {
            try ProductsMapper.map(data, statusCode: 200)
        } throws: { error in
            guard case MappingError.invalidPayload(statusCode: 200, let reason) = error else { return false }
            return reason.contains("invalid UTF-8") && reason.contains("byte 26")
        }
    }

    @Test func readsEveryLengthOfUTF8() throws {
        let name = "é € 😀 \u{10FFFF} \u{E000}"
        let products = try ProductsMapper.map(#"[{"id": "A", "name": "\#(name)"}]"#.utf8Data, statusCode: 200).elements
        #expect(products.first?.name == name)
    }
}
