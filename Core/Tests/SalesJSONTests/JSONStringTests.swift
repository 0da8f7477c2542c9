import Foundation
import SalesJSON
import Testing

@Suite struct JSONStringTests {
    @Test func quotesPlainTextInOnePiece() {
        var pieces: [[UInt8]] = []
        JSONString.write("Mac mini ✓") { piece in pieces.append(piece.withUnsafeBytes { Array($0) }) }
        #expect(pieces.map { String(decoding: $0, as: UTF8.self) } == ["\"", "Mac mini ✓", "\""])
    }

    @Test func escapesQuotesBackslashesAndEveryControlCharacter() {
        #expect(JSONString.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONString.quoted("\n\r\t") == #""\n\r\t""#)
        #expect(JSONString.quoted("\u{0}\u{1F}\u{1B}[2J") == #""\u0000\u001f\u001b[2J""#)
        #expect(JSONString.quoted("") == #""""#)
    }

    @Test func keepsNonASCIIAndDeleteAsTheirOwnBytes() {
        #expect(JSONString.quoted("€\u{7F}\u{202E}") == "\"€\u{7F}\u{202E}\"")
    }

    @Test(arguments: ["", "plain", "a\"b", "tab\there", "\u{0}\u{1}\u{2}", "mixed \\ \u{1B} € \n end", "\u{1F600}"])
    func roundTripsThroughFoundationsReader(_ text: String) throws {
        let decoded = try JSONDecoder().decode([String].self, from: Data("[\(JSONString.quoted(text))]".utf8))
        #expect(decoded == [text])
    }
}
