import SalesJSON
import Testing

/// The reader on its own, as the mappers drive it: a top-level array, objects by key, scalars.
@Suite struct JSONReaderTests {
    @Test func readsEveryKindOfValueAndSkipsContainers() throws {
        let values = try elements(#"[ "a\u00e9\n", -12.5e3, true, false, null, [1, [2]], {"k": {}} ]"#)
        #expect(values == [#""aé\#n""#, "-12.5e3", "true", "false", "null", "an array", "an object"])
    }

    @Test func readsObjectsKeyByKeyWithEscapedKeys() throws {
        var keys: [String] = []
        var values: [String] = []
        try read(#"[{"id": "1", "na\u006De": "Mac mini", "extra": [1, {"deep": null}]}]"#) { reader in
            try reader.readDocumentArray { reader, _ in
                try reader.readObject { reader, key in
                    keys.append(key.value)
                    values.append(try reader.readValue().description)
                }
            }
        }
        #expect(keys == ["id", "name", "extra"])
        #expect(values == [#""1""#, #""Mac mini""#, "an array"])
    }

    /// The mappers' literal comparison, eight bytes at a time with the last word overlapping:
    /// every byte of a literal counts, and so do the bytes at hand.
    @Test(
        arguments: [
            "{", ",\"", "\"amount", "\"amount\"", "\",\"date\":", "{\"product_id\":", "\"product_id\":\"x",
            "\",\"currency_code\":", "\",\"currency_code\":\"",
        ] as [StaticString])
    func stepsOverALiteralOnlyWhenEveryByteIsThere(_ literal: StaticString) throws {
        let text = Array(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        for (label, bytes, moves) in [("exact", text, true), ("followed", text + Array("x".utf8), true)] {
            bytes.withUnsafeBytes { raw in
                var reader = JSONReader(bytes: raw)
                let skipped = reader.skipIfPresent(literal)
                #expect(skipped == moves, "\(label)")
                #expect(reader.peek(ahead: 0) == (bytes.count > text.count ? UInt8(ascii: "x") : nil))
            }
        }
        for index in text.indices {
            var changed = text
            changed[index] ^= 0x01
            changed.withUnsafeBytes { raw in
                var reader = JSONReader(bytes: raw)
                let skipped = reader.skipIfPresent(literal)
                #expect(!skipped, "byte \(index) changed")
                #expect(reader.peek(ahead: 0) == changed[0], "the reader stays")
            }
            Array(text[..<index]).withUnsafeBytes { raw in
                var reader = JSONReader(bytes: raw)
                let skipped = reader.skipIfPresent(literal)
                #expect(!skipped, "cut to \(index) bytes")
            }
        }
    }

    @Test(arguments: ["[", "[1", "[1,", #"["abc"#, #"[{"k""#, #"[{"k":"#, "[-", "[1."])
    func saysTheBodyEndedTooSoonAtItsEnd(_ document: String) throws {
        let error = try #require(syntaxError(document))
        #expect(error.isEndOfInput, "\(error)")
        #expect(error.offset == document.utf8.count, "\(error)")
    }

    @Test(arguments: ["[tr", "[nul", "[fals"])
    func saysALiteralCutShortEndedTooSoonWhereItBegan(_ document: String) throws {
        let error = try #require(syntaxError(document))
        #expect(error.isEndOfInput, "\(error)")
        #expect(error.offset == 1, "\(error)")
    }

    @Test(arguments: [("[1 2]", 3), ("[1,]", 3), ("[01]", 2), ("[tru]", 1), ("{}", 0), ("[] x", 3)])
    func pointsAtTheFirstWrongByteOfAWholeBody(_ document: String, _ offset: Int) throws {
        let error = try #require(syntaxError(document))
        #expect(!error.isEndOfInput, "\(error)")
        #expect(error.offset == offset, "\(error)")
    }

    @Test func takesTheFourJSONWhitespacesOnly() throws {
        #expect(try elements(" \t\r\n[ \t\r\n1 \t\r\n] \t\r\n") == ["1"])
        for other in ["\u{0C}", "\u{0B}", "\u{A0}", "\u{2028}"] {
            #expect(syntaxError("[1\(other)]") != nil, "\(other.unicodeScalars.first?.value ?? 0)")
        }
    }

    @Test func nestsAsDeepAsItsLimitAndNoDeeper() throws {
        let limit = JSONReader.maximumDepth
        #expect(
            try elements(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)).count == 1
        )
        let deeper = String(repeating: "[", count: limit + 2) + String(repeating: "]", count: limit + 2)
        #expect(syntaxError(deeper)?.message == "nested deeper than \(limit) levels")
    }

    @Test(
        arguments: [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80]] as [[UInt8]])
    func refusesStringsThatAreNotWellFormedUTF8(_ bytes: [UInt8]) {
        let document = Array(#"["a"#.utf8) + bytes + Array(#"b"]"#.utf8)
        let refused = document.withUnsafeBytes { buffer in
            var reader = JSONReader(bytes: buffer)
            do {
                try reader.readDocumentArray { reader, _ in _ = try reader.readValue() }
                return false
            } catch {
                return true
            }
        }
        #expect(refused)
    }

    // MARK: - Helpers

    private func read<Value>(_ document: String, _ body: (inout JSONReader) throws -> Value) throws -> Value {
        try Array(document.utf8).withUnsafeBytes { buffer in
            var reader = JSONReader(bytes: buffer)
            return try body(&reader)
        }
    }

    /// The top-level array's elements as ``JSONScalar`` describes them.
    private func elements(_ document: String) throws -> [String] {
        var values: [String] = []
        try read(document) { reader in
            try reader.readDocumentArray { reader, _ in values.append(try reader.readValue().description) }
        }
        return values
    }

    private func syntaxError(_ document: String) -> JSONReader.SyntaxError? {
        do {
            _ = try elements(document)
            return nil
        } catch {
            return error as? JSONReader.SyntaxError
        }
    }
}
