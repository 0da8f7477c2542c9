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

    @Test func keepsNothingWhenTheLoadFails() async throws {
        let (sut, store) = makeSUT(.failure(.sessionExpired))
        await #expect(throws: ClientError.sessionExpired) { try await sut.load(catalogRequest(at: now, store: store)) }
        #expect(store.messages.isEmpty)
    }

    private func makeSUT(_ result: Result<CatalogAnswer, ClientError>, failure: ClientError? = nil)
        -> (LocalCopySavingCatalogLoader, LocalCopyStoreSpy)
    {
        let store = LocalCopyStoreSpy(failure: failure)
        return (LocalCopySavingCatalogLoader(CatalogLoaderSpy(result), store: store), store)
    }
}
