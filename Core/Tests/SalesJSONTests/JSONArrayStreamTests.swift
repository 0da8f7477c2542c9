import SalesJSON
import Testing

/// The stream's work is counted in bytes (``JSONArrayStream/Work``), not timed: a reading that is
/// linear in its input copies and scans a bounded multiple of the body whatever its shape and
/// however it is cut, and a quadratic one (carried bytes copied again for every piece) exceeds
/// the bound by orders of magnitude at these sizes.
@Suite struct JSONArrayStreamTests {
    /// What a body cost, and what its elements were (a string element as its length, anything
    /// else as its kind).
    struct Reading {
        let work: JSONArrayStream.Work
        let elements: [String]
        /// How many times an element reader was started, retries included.
        let starts: Int
    }

    func makeSUT(_ body: [UInt8], pieces size: Int) throws -> Reading {
        var stream = JSONArrayStream()
        var elements: [String] = []
        var starts = 0
        let element = { (reader: inout JSONReader, _: Int) throws in
            starts += 1
            switch try reader.readValue() {
            case .string(let token): elements.append("string of \(token.raw.count)")
            case let other: elements.append("\(other)")
            }
        }
        try body.withUnsafeBytes { bytes in
            for start in stride(from: 0, to: bytes.count, by: size) {
                try stream.feed(
                    UnsafeRawBufferPointer(rebasing: bytes[start..<min(start + size, bytes.count)]), element)
            }
        }
        try stream.finish(element)
        return Reading(work: stream.work, elements: elements, starts: starts)
    }

    static let pieceSizes = [1, 7, 4096, 16384]

    @Test(arguments: pieceSizes)
    func usesUpARunOfWhitespaceAsItIsReadInsteadOfCarryingIt(_ size: Int) throws {
        let spaces = size == 1 ? 20_000 : 1 << 20
        let body = Array("[".utf8) + [UInt8](repeating: 0x20, count: spaces) + Array("]".utf8)

        let reading = try makeSUT(body, pieces: size)

        #expect(reading.elements.isEmpty)
        #expect(reading.work.copied <= 1)
        #expect(reading.work.scanned <= body.count + 1)
    }

    @Test(arguments: pieceSizes)
    func readsOneStringFarLargerThanThePiecesInWorkLinearInItsLength(_ size: Int) throws {
        let length = size == 1 ? 20_000 : 1 << 20
        let body = Array(#"[1, ""#.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: length) + Array(#"", 2]"#.utf8)

        let reading = try makeSUT(body, pieces: size)

        #expect(reading.elements == ["1", "string of \(length)", "2"])
        #expect(reading.work.copied <= 2 * body.count)
        #expect(reading.work.scanned <= 5 * body.count)
        // Read again only each time what is carried has doubled: a few dozen starts, not one per piece.
        #expect(reading.starts <= 3 + 2 * (length.bitWidth - length.leadingZeroBitCount))
    }

    @Test(arguments: pieceSizes)
    func readsOneWideElementWithWhitespaceInsideInWorkLinearInItsLength(_ size: Int) throws {
        let count = size == 1 ? 5_000 : 100_000
        let inner = Array(repeating: "1 ,\t", count: count).joined() + "  \n  2"
        let body = Array("[ [\(inner)] ]".utf8)

        let reading = try makeSUT(body, pieces: size)

        #expect(reading.elements == ["an array"])
        #expect(reading.work.copied <= 2 * body.count)
        #expect(reading.work.scanned <= 5 * body.count)
    }

    @Test(arguments: pieceSizes)
    func readsManyTinyElementsInWorkLinearInTheBody(_ size: Int) throws {
        let body = Array("[\(Array(repeating: "7", count: 20_000).joined(separator: ","))]".utf8)

        let reading = try makeSUT(body, pieces: size)

        #expect(reading.elements.count == 20_000)
        #expect(reading.work.copied <= 2 * body.count)
        #expect(reading.work.scanned <= 3 * body.count)
    }

    @Test func readsAWholeDocumentOnceWhenItArrivesInOnePiece() throws {
        let body = Array(#"[ "a", {"b": [1, 2]},    null ]"#.utf8) + [UInt8](repeating: 0x0A, count: 1 << 20)

        let reading = try makeSUT(body, pieces: body.count)

        #expect(reading.elements == ["string of 1", "an object", "null"])
        #expect(reading.work == JSONArrayStream.Work(copied: 0, scanned: body.count))
    }

    @Test(arguments: [1, 5, 64])
    func saysTheSameErrorAtTheSameOffsetHoweverTheBodyIsCut(_ size: Int) {
        let body = Array(#"[1, "abc",   {"x": tru}]"#.utf8)
        #expect {
            try makeSUT(body, pieces: size)
        } throws: { error in
            (error as? JSONReader.SyntaxError)?.description == "invalid JSON at byte 19: invalid literal"
        }
    }
}
