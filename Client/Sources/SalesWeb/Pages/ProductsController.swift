import Hummingbird
import NIOCore
import SalesClient
import SalesCore

/// Serves ``ProductsPage`` from the catalog loaded once and kept while the server runs.
struct ProductsController<Context: RequestContext> {
    /// The catalog as last loaded; `nil` before the first load has answered.
    let catalog: @Sendable () -> CatalogLoad?
    let currency: CurrencyCode
    let zone: ReaderTimeZone

    func addRoutes(to router: Router<Context>) {
        router.get("/products") { request, _ in page(request) }
    }

    private func page(_ request: Request) -> Response {
        guard let load = catalog() else {
            return WebRefusal.page(.serviceUnavailable, "The figures are still loading. Reload the page in a moment.")
        }
        let parameters = request.uri.queryParameters
        let query = ProductsPage.Query(
            sort: parameters["sort"].map(String.init), filter: parameters["filter"].map(String.init))
        let html = ProductsPage.html(load, query: query, currency: currency, zone: zone)
        return Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }
}
