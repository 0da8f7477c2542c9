import Foundation
import SalesClient
import SalesCore
import Testing

@Suite struct LocalCopySavingCatalogLoaderTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func keepsWhatWasFetchedAsOfItsFetchInTheGenerationTheLoadBeganIn() async throws {
        let (sut, store) = try makeSUT(.success(networkAnswer(asOf: now)))
        let answer = try await sut.load(catalogRequest(at: now, store: store))
        #expect(answer.notKept == nil)
        #expect(store.messages == [.saveCatalog("tester", fetchedAt: now, LocalCopyGeneration("spy"))])
    }

    @Test func aStoreThatRefusesLeavesTheAnswerStandingWithTheReason() async throws {
        let (sut, store) = try makeSUT(.success(networkAnswer(asOf: now)), failure: .storage("disk full"))
        let answer = try await sut.load(catalogRequest(at: now, store: store))
        #expect(answer.source == .network && answer.snapshot.catalog.products.count == 1)
        #expect(answer.notKept == .storage("disk full"))
    }

    @Test func keptBehindTheAnswerTheWriteRunsAfterItAndSaysHowItEnded() async throws {
        let gate = DispatchSemaphore(value: 0)
        let (sut, store) = try makeSUT(.success(networkAnswer(asOf: now)), saveGate: gate)
        let answer = try await sut.load(catalogRequest(at: now, store: store, keepsBehind: true))
        // The answer is back while the write still waits at its gate.
        #expect(answer.source == .network && answer.notKept == nil)
        #expect(store.messages.isEmpty)
        gate.signal()
        let pending = try #require(answer.pendingKeep)
        #expect(await pending.finished() == nil)
        #expect(store.messages == [.saveCatalog("tester", fetchedAt: now, LocalCopyGeneration("spy"))])
    }

    @Test func aWriteKeptBehindThatFailsSaysWhyOnceOver() async throws {
        let (sut, store) = try makeSUT(.success(networkAnswer(asOf: now)), failure: .storage("disk full"))
        let answer = try await sut.load(catalogRequest(at: now, store: store, keepsBehind: true))
        #expect(answer.notKept == nil)
        #expect(await answer.pendingKeep?.finished() == .storage("disk full"))
    }

    @Test func keptBeforeTheAnswerUnlessAskedNothingIsLeftPending() async throws {
        let (sut, store) = try makeSUT(.success(networkAnswer(asOf: now)))
        let answer = try await sut.load(catalogRequest(at: now, store: store))
        #expect(answer.pendingKeep == nil)
        #expect(store.messages.count == 1)
    }

    @Test func keepsNothingWhenTheLoadFails() async throws {
        let (sut, store) = makeSUT(.failure(.sessionExpired))
        await #expect(throws: ClientError.sessionExpired) { try await sut.load(catalogRequest(at: now, store: store)) }
        #expect(store.messages.isEmpty)
    }

    private func makeSUT(
        _ result: Result<CatalogAnswer, ClientError>, failure: ClientError? = nil, saveGate: DispatchSemaphore? = nil
    ) -> (LocalCopySavingCatalogLoader, LocalCopyStoreSpy) {
        let store = LocalCopyStoreSpy(failure: failure, saveGate: saveGate)
        return (LocalCopySavingCatalogLoader(CatalogLoaderSpy(result), store: store), store)
    }
}
