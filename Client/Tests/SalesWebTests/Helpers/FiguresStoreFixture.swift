import Foundation
import SalesClient
import SalesCore
import SalesHTTP
import SalesWeb
import Testing

/// A figures' store over a session whose token is in memory and whose loads the test holds and
/// lets go (``HeldCatalogLoader``): Mac mini (USD 1,000) and AirTag (EUR 100).
struct FiguresStoreFixture {
    let store: WebFiguresStore
    let session: SalesSession
    let tokens: MemoryTokenStore
    let loader: HeldCatalogLoader

    static func make() throws -> FiguresStoreFixture {
        let load = try CatalogFixtures.load(
            products: [("M", "Mac mini"), ("A", "AirTag")], sales: [("M", "USD", "1000"), ("A", "EUR", "100")])
        let tokens = MemoryTokenStore(SavedSession(token: try #require(AccessToken("token")), username: "tester"))
        let loader = HeldCatalogLoader(load)
        let unused = try #require(URL(string: "http://127.0.0.1:9/"))
        let session = SalesSession(
            api: SalesAPI(http: CurlTransport(), apiURL: unused, ratesURL: unused, timeout: .seconds(1)),
            tokens: tokens, copies: InMemoryLocalCopyStore(), catalogs: loader,
            rates: FixedRatesLoader(rates: load.rates), now: { CatalogFixtures.soldAt })
        return FiguresStoreFixture(
            store: WebFiguresStore(session: session, currency: .usd), session: session, tokens: tokens, loader: loader)
    }
}
