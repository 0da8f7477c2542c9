import Foundation
import SalesCore
import SalesSupport
import TestKit
import Testing

/// Pieces of `/sales` mapped ahead, each on its own (as other cores do), then fed in order: the
/// result must be the one-core mapping's, whatever the body and however it is cut.
@Suite struct SalesMapperPremappedTests {
    @Test func mapsRandomBodiesAsTheOneCoreMappingDoesWhateverIsPremapped() {
        var random = SeededRandomNumberGenerator(seed: 39)
        for round in 0..<400 {
            let body = Self.randomBody(&random)
            let expected = Self.mapped(body, premapping: false, &random, pieces: [body.count])
            for _ in 0..<4 {
                let pieces = Self.randomPieces(of: body.count, &random)
                let result = Self.mapped(body, premapping: true, &random, pieces: pieces)
                #expect(
                    result == expected,
                    "round \(round), pieces \(pieces): \(String(decoding: body, as: UTF8.self))")
            }
        }
    }

    /// Pieces mapped knowing the ids read before them take those ids' sales straight from their
    /// bytes: an id's first sale is read into a DTO once in the body (and once more in the first
    /// piece, mapped before the body's first sale was read), not once in every piece.
    @Test func takesTheSalesOfIdsReadBeforeAPieceStraightFromItsBytes() throws {
        let body = try Array(Repository.fixture("sales.json"))
        func mapped(knowing: Bool) throws -> (MappedList<ProductSales>, taken: Int, pieces: Int) {
            var mapper = SalesMapper.ByProduct()
            for start in stride(from: 0, to: body.count, by: 8192) {
                let piece = Array(body[start..<min(start + 8192, body.count)])
                let known = knowing ? mapper.knownIDs : nil
                let segment = piece.withUnsafeBytes {
                    SalesMapper.ByProduct.premap($0.bytes, at: start, knowing: known)
                }
                _ = piece.withUnsafeBytes { mapper.feed($0.bytes, premapped: segment) }
            }
            return (try mapper.finish(statusCode: 200), mapper.salesTakenAsWritten, mapper.premappedPiecesTaken)
        }
        let (result, taken, pieces) = try mapped(knowing: true)
        let (alone, takenAlone, _) = try mapped(knowing: false)
        let products = result.elements.count

        #expect(pieces == (body.count + 8191) / 8192)
        #expect(taken >= 2485 - 2 * products)
        #expect(2485 - takenAlone > 2 * products, "mapped alone, each piece reads its own first sales")
        #expect(result == (try SalesMapper.mapByProduct(Data(body), statusCode: 200)))
        #expect(alone == result)
    }

    @Test func takesEveryPremappedPieceOfAnUpstreamBody() throws {
        let body = try Array(Repository.fixture("sales.json"))
        var mapper = SalesMapper.ByProduct()
        var pieces = 0
        for start in stride(from: 0, to: body.count, by: 8192) {
            let piece = Array(body[start..<min(start + 8192, body.count)])
            let segment = piece.withUnsafeBytes { SalesMapper.ByProduct.premap($0.bytes, at: start) }
            #expect(piece.withUnsafeBytes { mapper.feed($0.bytes, premapped: segment) })
            pieces += 1
        }

        #expect(mapper.premappedPiecesTaken == pieces)
        #expect(try mapper.finish(statusCode: 200) == SalesMapper.mapByProduct(Data(body), statusCode: 200))
    }

    @Test func readsAgainAPieceWhoseGuessLandsInsideAString() throws {
        let fakeSale = #"},{\"product_id\":\"B\",\"currency_code\":\"EUR\",\"amount\":\"9\"}"#
        let trap =
            #"{"product_id": "A\#(fakeSale)", "currency_code": "AUD", "amount": "1", "date": "2024-07-20T15:45:27Z"}"#
        let body = Array("[\(trap)]".utf8)
        // The second piece starts inside the id, before the `},{` written in it.
        let cut = 10
        var mapper = SalesMapper.ByProduct()
        let head = Array(body[..<cut])
        let tail = Array(body[cut...])
        let segment = tail.withUnsafeBytes { SalesMapper.ByProduct.premap($0.bytes, at: cut) }
        _ = head.withUnsafeBytes { mapper.feed($0.bytes) }
        _ = tail.withUnsafeBytes { mapper.feed($0.bytes, premapped: segment) }

        let result = try mapper.finish(statusCode: 200)
        #expect(mapper.premappedPiecesTaken == 0)
        #expect(result.elements.map(\.sales.count) == [1])
        #expect(result == (try SalesMapper.mapByProduct(Data(body), statusCode: 200)))
    }

    @Test func readsAgainAPieceMappedAtAnotherOffset() throws {
        let body = try Array(Repository.fixture("sales.json"))
        var mapper = SalesMapper.ByProduct()
        let (head, tail) = (Array(body[..<5000]), Array(body[5000...]))
        let misplaced = tail.withUnsafeBytes { SalesMapper.ByProduct.premap($0.bytes, at: 4000) }
        _ = head.withUnsafeBytes { mapper.feed($0.bytes) }
        _ = tail.withUnsafeBytes { mapper.feed($0.bytes, premapped: misplaced) }

        #expect(mapper.premappedPiecesTaken == 0)
        #expect(try mapper.finish(statusCode: 200) == SalesMapper.mapByProduct(Data(body), statusCode: 200))
    }

    @Test func staysLinearOnAHugeStringFullOfFalseBoundaries() {
        // Inside the string, `},{},{},{…` reads as empty objects from any `{`: every piece's guess
        // maps without an error, and every one is wrong.
        let body =
            Array(#"[{"product_id": ""#.utf8) + Array(String(repeating: "},{", count: 300_000).utf8)
            + Array(#"", "currency_code": "AUD", "amount": "1", "date": "2024-07-20T15:45:27Z"}]"#.utf8)
        var mapper = SalesMapper.ByProduct()
        for start in stride(from: 0, to: body.count, by: 1000) {
            let piece = Array(body[start..<min(start + 1000, body.count)])
            let segment = piece.withUnsafeBytes { SalesMapper.ByProduct.premap($0.bytes, at: start) }
            _ = piece.withUnsafeBytes { mapper.feed($0.bytes, premapped: segment) }
        }

        #expect(mapper.premappedPiecesTaken == 0)
        #expect(mapper.work.scanned <= 4 * body.count)
        #expect(mapper.work.copied <= 4 * body.count)
        #expect((try? mapper.finish(statusCode: 200))?.elements.map(\.sales.count) == [1])
    }

    // MARK: - Helpers

    private typealias Outcome = Result<MappedList<ProductSales>, MappingError>

    /// `body` fed in pieces of these lengths, each premapped or not at random (when `premapping`),
    /// knowing at random no ids, the ids read so far, those of an earlier piece, or another body's.
    private static func mapped(
        _ body: [UInt8], premapping: Bool, _ random: inout SeededRandomNumberGenerator, pieces: [Int]
    ) -> Outcome {
        var mapper = SalesMapper.ByProduct()
        var foreign = SalesMapper.ByProduct()
        _ = Array(Self.randomBody(&random)).withUnsafeBytes { foreign.feed($0.bytes) }
        var earlier = mapper.knownIDs
        var start = 0
        for length in pieces {
            let piece = Array(body[start..<start + length])
            if premapping, Bool.random(using: &random) {
                let known = [nil, mapper.knownIDs, earlier, foreign.knownIDs][Int.random(in: 0..<4, using: &random)]
                let segment = piece.withUnsafeBytes {
                    SalesMapper.ByProduct.premap($0.bytes, at: start, knowing: known)
                }
                _ = piece.withUnsafeBytes { mapper.feed($0.bytes, premapped: segment) }
            } else {
                _ = piece.withUnsafeBytes { mapper.feed($0.bytes) }
            }
            if Bool.random(using: &random) { earlier = mapper.knownIDs }
            start += length
        }
        return Result { () throws(MappingError) in try mapper.finish(statusCode: 200) }
    }

    private static func randomPieces(of count: Int, _ random: inout SeededRandomNumberGenerator) -> [Int] {
        var pieces: [Int] = []
        var left = count
        while left > 0 {
            let length = min(left, Int.random(in: 1...max(1, count / 3), using: &random))
            pieces.append(length)
            left -= length
        }
        return pieces
    }

    /// Sales as the upstream writes them, with whitespace, escapes, strings holding `},{`, bad
    /// fields, values that are not objects and, now and then, a syntax error or a cut.
    private static func randomBody(_ random: inout SeededRandomNumberGenerator) -> [UInt8] {
        let ids = ["A", "B", "7019D8A7-0B35-4057-B7F9-8C5471961ED0", #"x},{y"#, #"q\"},{\"z"#, "é", #"\u0041"#]
        let amounts = ["1480.79", "-0.01", "12.50", "1e3", "x", "123456789012345678901234567890", "0"]
        let dates = ["2024-07-20T15:45:27.366Z", "2024-01-01T00:00:00Z", "not a date"]
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        func space() -> String { pick(["", "", "", " ", "\n  ", "\t"]) }
        func element() -> String {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:
                let fields = [
                    #""product_id":\#(space())"\#(pick(ids))""#, #""currency_code":"\#(pick(["AUD", "EUR", "usd"]))""#,
                    #""amount":"\#(pick(amounts))""#, #""date":"\#(pick(dates))""#,
                ]
                let ordered = Int.random(in: 0..<4, using: &random) == 0 ? fields.shuffled(using: &random) : fields
                return "{" + space() + ordered.joined(separator: "," + space()) + space() + "}"
            case 6: return pick(["7", "-2.5e3", "null", "true", #""},{""#, "[1, {}]", "{}"])
            case 7: return #"{"product_id":"A","currency_code":"AUD","amount":"1","date":"2024-01-01","note":"},{"}"#
            default: return #"{"product_id":"B","currency_code":"EUR","amount":"2.5","date":"2024-01-01T00:00:00Z"}"#
            }
        }
        let count = Int.random(in: 0..<40, using: &random)
        var text = space() + "[" + (0..<count).map { _ in space() + element() + space() }.joined(separator: ",") + "]"
        switch Int.random(in: 0..<12, using: &random) {
        case 0: text = String(text.dropLast(Int.random(in: 1...min(5, text.count), using: &random)))
        case 1:
            text.insert(
                pick(["x", "]", ",", "{"]),
                at: text.index(text.startIndex, offsetBy: Int.random(in: 0...text.count, using: &random)))
        default: break
        }
        return Array(text.utf8)
    }
}
