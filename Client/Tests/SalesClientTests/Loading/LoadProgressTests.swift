import Foundation
import SalesClient
import SalesCore
import SalesHTTP
import Synchronization
import Testing

/// The progress line's text as the sales arrive: a scripted body in pieces (with and without a
/// Content-Length) through the API's streaming path, and a scripted clock — no sleeps.
@Suite struct LoadProgressTests {
    @Test func saysBytesOfTheTotalTheRateAndTimeLeftThenThatTheSalesAreRead() async throws {
        let lines = try await textsAfterEachPiece(announcingLength: true)
        #expect(
            lines == [
                "Loading products, sales and rates…",
                "Loading sales… 1.0 kB of 3.0 kB",
                "Loading sales… 2.0 kB of 3.0 kB · 2.0 kB/s · 1 s left",
                "Reading the sales…",
            ])
    }

    @Test func leavesOutTheTotalAndTheTimeLeftWithoutAContentLength() async throws {
        let lines = try await textsAfterEachPiece(announcingLength: false)
        #expect(
            lines == [
                "Loading products, sales and rates…",
                "Loading sales… 1.0 kB",
                "Loading sales… 2.0 kB · 2.0 kB/s",
                "Loading sales… 3.0 kB · 1.5 kB/s",
            ])
    }

    @Test func writesSizesAsCurlAndPipDo() {
        #expect(
            [812, 1_000, 12_345, 129_000_000, 999_999, 1_234_567_890].map(LoadProgress.size) == [
                "812 B", "1.0 kB", "12.3 kB", "129.0 MB", "1.0 MB", "1.2 GB",
            ])
    }

    // MARK: - Helpers

    /// The line's text before the body, then after each of its three 1,000-byte pieces, one second
    /// apart by the scripted clock.
    private func textsAfterEachPiece(announcingLength: Bool) async throws -> [String] {
        let clock = ScriptedInstant()
        let progress = LoadProgress(clock: clock.now)
        var texts = [progress.text(waiting: "Loading products, sales and rates…")]
        let body = Array(("[" + String(repeating: " ", count: 2_998) + "]").utf8)
        let transport = PiecesTransport(body: body, pieceSize: 1_000, announcingLength: announcingLength) {
            texts.append(progress.text(waiting: "Loading products, sales and rates…"))
            clock.advance(by: .seconds(1))
        }
        let api = SalesAPI(
            http: transport, apiURL: try #require(URL(string: "http://upstream.test")),
            ratesURL: try #require(URL(string: "http://middleware.test/rates")), timeout: .seconds(5))
        let sales = try await api.sales(token: try #require(AccessToken("tok")), progress: { progress.record($0) })
        #expect(sales.elements.isEmpty, "the body was read whole: an empty list")
        return texts
    }
}

/// A clock the test moves.
private final class ScriptedInstant: Sendable {
    private let start = ContinuousClock.now
    private let offset = Mutex(Duration.zero)

    var now: @Sendable () -> ContinuousClock.Instant { { [self] in start + offset.withLock { $0 } } }

    func advance(by duration: Duration) { offset.withLock { $0 += duration } }
}

/// Streams a body in pieces, saying after each how far it has come (of its length when announced),
/// then calls `afterPiece`.
private final class PiecesTransport: HTTPTransport, @unchecked Sendable {
    private let body: [UInt8]
    private let pieceSize: Int
    private let announcingLength: Bool
    private let afterPiece: () -> Void

    init(body: [UInt8], pieceSize: Int, announcingLength: Bool, afterPiece: @escaping () -> Void) {
        self.body = body
        self.pieceSize = pieceSize
        self.announcingLength = announcingLength
        self.afterPiece = afterPiece
    }

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        TransportResponse(statusCode: 200, body: Data(body))
    }

    func send(_ request: TransportRequest, streamingTo consumer: any ResponseBodyConsumer) async throws(TransportError)
        -> TransportResponse
    {
        consumer.begin()
        for start in stride(from: 0, to: body.count, by: pieceSize) {
            let end = min(start + pieceSize, body.count)
            _ = body[start..<end].withUnsafeBytes { consumer.receive($0.bytes) }
            consumer.progressed(TransferProgress(received: end, total: announcingLength ? body.count : nil))
            afterPiece()
        }
        return TransportResponse(statusCode: 200)
    }
}
