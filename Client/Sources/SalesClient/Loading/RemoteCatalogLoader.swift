import SalesCore
import SalesHTTP
import SalesLocalCopy

/// The catalog from the sales API: products and sales fetched at once. A 401 from either (or both)
/// is one ``ClientError/sessionExpired``; the session deletes the token.
package struct RemoteCatalogLoader: CatalogLoader {
    private let api: SalesAPI

    package init(api: SalesAPI) {
        self.api = api
    }

    package func load(_ request: CatalogRequest) async throws(ClientError) -> CatalogAnswer {
        let token = request.token
        async let products = capture { () async throws(ClientError) in try await api.products(token: token) }
        let progress = request.progress.map { load in
            { @Sendable (transfer: TransferProgress) in load.record(transfer) }
        }
        async let sales = capture { () async throws(ClientError) in
            try await api.sales(token: token, progress: progress)
        }
        let (productsResult, salesResult) = await (products, sales)
        if productsResult.isSessionExpired || salesResult.isSessionExpired { throw .sessionExpired }
        let (loadedProducts, loadedSales) = (try productsResult.get(), try salesResult.get())
        let snapshot = CatalogSnapshot(
            catalog: Catalog(products: loadedProducts.elements, salesByProduct: loadedSales.elements),
            leftOut: LeftOut(
                products: SkippedSummary(loadedProducts.skipped), sales: SkippedSummary(loadedSales.skipped)))
        return CatalogAnswer(snapshot: snapshot, source: .network, asOf: request.now)
    }
}

extension Result where Failure == ClientError {
    fileprivate var isSessionExpired: Bool {
        if case .failure(.sessionExpired) = self { return true }
        return false
    }
}
