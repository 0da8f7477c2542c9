import Foundation
import SalesClient
import SalesCore
import Testing

/// `/sales` mapped on every core as it arrives: small pieces here, so that many are mapped at once
/// on the workers and fed back in order; the result must be the one-core mapping's.
@Suite struct SalesMappingTests {
    @Test(arguments: [(1, 1), (512, 1), (4_096, 3), (65_536, 2)])
    func mapsTheCapturedSalesAsTheOneCoreMappingDoes(pieceSize: Int, piecesInFlight: Int) async throws {
        let body = try Array(fixture("sales.json").utf8)
        let sut = makeSUT(pieceSize: pieceSize, piecesInFlight: piecesInFlight)

        let result = try await deliver(body, to: sut, inPiecesOf: 1_000)

        #expect(result == (try SalesMapper.mapByProduct(Data(body), statusCode: 200)))
        #expect(result.elements.reduce(0) { $0 + $1.sales.count } == 2485)
    }

    @Test func saysWhyABrokenBodyCannotBeReadAsTheOneCoreMappingDoes() async throws {
        var body = try Array(fixture("sales.json").utf8)
        body.insert(UInt8(ascii: "x"), at: body.count / 2)
        let sut = makeSUT(pieceSize: 2_048, piecesInFlight: 2)

        let mapped: Result<MappedList<ProductSales>, MappingError>
        do {
            mapped = .success(try await deliver(body, to: sut, inPiecesOf: 700))
        } catch {
            mapped = .failure(error)
        }
        let expected = Result { () throws(MappingError) in try SalesMapper.mapByProduct(Data(body), statusCode: 200) }

        #expect(mapped == expected)
        #expect(throws: MappingError.self) { try mapped.get() }
    }

    @Test func forgetsAnAttemptCutShortWhenTheBodyBeginsAgain() async throws {
        let body = try Array(fixture("sales.json").utf8)
        let sut = makeSUT(pieceSize: 4_096, piecesInFlight: 2)
        sut.begin()
        _ = body[..<30_000].withUnsafeBytes { sut.receive($0.bytes) }

        let result = try await deliver(body, to: sut, inPiecesOf: 3_000)

        #expect(result == (try SalesMapper.mapByProduct(Data(body), statusCode: 200)))
    }

    @Test func passesAnErrorStatusOnWithItsMessage() async {
        let sut = makeSUT(pieceSize: 4_096, piecesInFlight: 2)

        await #expect(throws: MappingError.status(503, message: "down")) {
            try await sut.finish(statusCode: 503, errorBody: Data(#"{"message": "down"}"#.utf8))
        }
    }

    // MARK: - Helpers

    private func makeSUT(pieceSize: Int, piecesInFlight: Int) -> SalesMapping {
        SalesMapping(progress: nil, pieceSize: pieceSize, piecesInFlight: piecesInFlight)
    }

    /// `body` handed over as a transport does, in pieces of `size`, then the mapping's result.
    private func deliver(_ body: [UInt8], to sut: SalesMapping, inPiecesOf size: Int) async throws(MappingError)
        -> MappedList<ProductSales>
    {
        sut.begin()
        for start in stride(from: 0, to: body.count, by: size) {
            _ = body[start..<min(start + size, body.count)].withUnsafeBytes { sut.receive($0.bytes) }
        }
        return try await sut.finish(statusCode: 200, errorBody: Data())
    }
}
