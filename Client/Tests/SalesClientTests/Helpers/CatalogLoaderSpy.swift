import Foundation
import SalesClient
import SalesCore
import Synchronization

/// A catalog loader that answers as told and records the requests it was given.
final class CatalogLoaderSpy: CatalogLoader {
    private let result: Result<CatalogAnswer, ClientError>
    private let requests = Mutex<[CatalogRequest]>([])

    init(_ result: Result<CatalogAnswer, ClientError>) {
        self.result = result
    }

    var loads: Int { requests.withLock { $0.count } }

    func load(_ request: CatalogRequest) async throws(ClientError) -> CatalogAnswer {
        requests.withLock { $0.append(request) }
        return try result.get()
    }
}

/// One product with one sale, as a catalog answer from the network at `asOf`.
func networkAnswer(asOf: Date) throws -> CatalogAnswer {
    let catalog = Catalog(
        products: [
            Product(
                id: try Product.ID("11111111-1111-1111-1111-111111111111") ?? { throw BadLiteral(text: "id") }(),
                name: "Mac mini")
        ],
        sales: [try sale("11111111-1111-1111-1111-111111111111", "AUD", "1480.79", "2024-07-20T15:45:27.366Z")])
    return CatalogAnswer(snapshot: CatalogSnapshot(catalog: catalog), source: .network, asOf: asOf)
}

/// A request for `tester`'s catalog at `now`, over `store`, in generation `spy`.
func catalogRequest(at now: Date, refresh: Bool = false, store: any LocalCopyStore, keepsBehind: Bool = false) throws
    -> CatalogRequest
{
    CatalogRequest(
        user: "tester", token: try AccessToken("token") ?? { throw BadLiteral(text: "token") }(), refresh: refresh,
        now: now,
        generation: .success(LocalCopyGeneration("spy")), copy: UserLocalCopy(store: store, user: "tester"),
        keepsBehind: keepsBehind)
}
