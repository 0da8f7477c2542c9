import Foundation
import SalesClient
import SalesCore
import Synchronization

/// A catalog loader whose every load waits until the test lets it answer (with the catalog, or the
/// error it is told), and which counts the loads begun: loads held in progress without sleeps.
final class HeldCatalogLoader: CatalogLoader {
    private struct State {
        var begun = 0
        var waiting: [CheckedContinuation<Result<CatalogAnswer, ClientError>, Never>] = []
        var arrivals: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())
    let answer: CatalogAnswer

    init(_ load: CatalogLoad) {
        answer = CatalogAnswer(snapshot: load.snapshot, source: .network, asOf: load.asOf)
    }

    var begun: Int { state.withLock { $0.begun } }

    func load(_ request: CatalogRequest) async throws(ClientError) -> CatalogAnswer {
        let result = await withCheckedContinuation { continuation in
            let arrived = state.withLock { state in
                state.begun += 1
                state.waiting.append(continuation)
                defer { state.arrivals = [] }
                return state.arrivals
            }
            for arrival in arrived { arrival.resume() }
        }
        return try result.get()
    }

    /// Returns once a load is waiting.
    func loadArrived() async {
        await withCheckedContinuation { continuation in
            let now = state.withLock { state in
                guard state.waiting.isEmpty else { return true }
                state.arrivals.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// Answers every waiting load: with the catalog, or `error`.
    func release(failing error: ClientError? = nil) {
        let waiting = state.withLock { state in
            defer { state.waiting = [] }
            return state.waiting
        }
        for load in waiting { load.resume(returning: error.map { .failure($0) } ?? .success(answer)) }
    }
}

/// A saved session in memory, as the token file holds it between runs.
final class MemoryTokenStore: TokenStore {
    private let saved: Mutex<SavedSession?>

    init(_ saved: SavedSession?) { self.saved = Mutex(saved) }

    func load() throws(TokenStoreError) -> SavedSession? { saved.withLock { $0 } }
    func save(_ session: SavedSession) throws(TokenStoreError) { saved.withLock { $0 = session } }
    func delete() throws(TokenStoreError) { saved.withLock { $0 = nil } }
    func deleteAll() throws(TokenStoreError) { saved.withLock { $0 = nil } }
}

/// The middleware's rates, as the fixtures' (EUR→USD 1.18).
struct FixedRatesLoader: RatesLoader {
    let rates: Result<RateTable, ClientError>

    func load(_ request: RatesRequest) async -> RatesLoad { RatesLoad(rates: rates) }
}
