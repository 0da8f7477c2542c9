import Foundation
import SalesClient
import SalesCore
import SalesLocalCopy
import Testing

@Suite struct OfflineFallbackCatalogLoaderTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)
    private let away = ClientError.unreachable(service: "sales API", reason: "connection refused")

    @Test func passesTheAnswerOnWithoutReadingTheCopy() async throws {
        let (sut, store) = try makeSUT(.success(networkAnswer(asOf: now)), copyFetchedAt: now - 60)
        let answer = try await sut.load(catalogRequest(at: now, store: store))
        #expect(answer.source == .network)
        #expect(store.messages.isEmpty)
    }

    @Test func theCopyAnswersForAServiceAwayMarkedOfflineAsOfItsFetch() async throws {
        let (sut, store) = try makeSUT(.failure(away), copyFetchedAt: now - 3_600)
        let answer = try await sut.load(catalogRequest(at: now, store: store))
        #expect(answer.source == .offline(away))
        #expect(answer.asOf == now - 3_600)
    }

    @Test func anEndedSessionACopyTooOldOrNoneIsTheCallers() async throws {
        for (error, fetchedAt) in [(ClientError.sessionExpired, now - 60), (away, now - 86_401), (away, nil)]
            as [(ClientError, Date?)]
        {
            let (sut, store) = try makeSUT(.failure(error), copyFetchedAt: fetchedAt)
            await #expect(throws: error) { try await sut.load(catalogRequest(at: now, store: store)) }
        }
    }

    private func makeSUT(_ primary: Result<CatalogAnswer, ClientError>, copyFetchedAt: Date?) throws
        -> (OfflineFallbackCatalogLoader, LocalCopyStoreSpy)
    {
        let store = LocalCopyStoreSpy(copy: copyFetchedAt.map { LocalCopy(products: [], sales: [], fetchedAt: $0) })
        let sut = OfflineFallbackCatalogLoader(
            CatalogLoaderSpy(primary), policy: CachePolicy(maxStale: .seconds(86_400)))
        return (sut, store)
    }
}
