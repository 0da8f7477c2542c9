import Foundation
import SalesClient
import SalesCore
import SalesLocalCopy
import Testing

@Suite struct LocalCopyFirstCatalogLoaderTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aCopyYoungEnoughAnswersWithoutAsking() async throws {
        let (sut, next, store) = try makeSUT(copyFetchedAt: now - 10)
        let answer = try await sut.load(catalogRequest(at: now, store: store))
        #expect(answer.source == .localCopy && answer.asOf == now - 10)
        #expect(next.loads == 0)
    }

    @Test func anOlderCopyNoCopyOrARefreshAsks() async throws {
        for (fetchedAt, refresh) in [(now - 301, false), (now - 10, true), (nil, false)] as [(Date?, Bool)] {
            let (sut, next, store) = try makeSUT(copyFetchedAt: fetchedAt)
            let answer = try await sut.load(catalogRequest(at: now, refresh: refresh, store: store))
            #expect(answer.source == .network)
            #expect(next.loads == 1)
            #expect(store.messages.count == (refresh ? 0 : 1), "a refresh never reads the copy")
        }
    }

    private func makeSUT(copyFetchedAt: Date?) throws -> (
        LocalCopyFirstCatalogLoader, CatalogLoaderSpy, LocalCopyStoreSpy
    ) {
        let next = CatalogLoaderSpy(.success(try networkAnswer(asOf: now)))
        let store = LocalCopyStoreSpy(copy: copyFetchedAt.map { LocalCopy(products: [], sales: [], fetchedAt: $0) })
        return (LocalCopyFirstCatalogLoader(next, policy: CachePolicy(maxAge: .seconds(300))), next, store)
    }
}
