import Foundation
import Hummingbird
import NIOCore
import SalesClient
import SalesCore

/// Serves the pages of figures — products, a product, reports — from the catalog loaded once and
/// kept while the server runs.
struct FiguresController<Context: RequestContext> {
    /// The figures as last loaded, or why there are none.
    let figures: @Sendable () -> WebFigures
    let sessions: WebSessions
    let currency: CurrencyCode
    let zone: ReaderTimeZone

    func addRoutes(to router: Router<Context>) {
        router.get("/products") { request, _ in page(request) }
        router.get("/products/:id") { request, context in product(request, id: context.parameters.get("id")) }
        router.get("/reports") { request, _ in report(request) }
        for (path, json) in [("/products.csv", false), ("/products.json", true)] {
            router.get(RouterPath(stringLiteral: path)) { request, _ in
                withFigures(request) { load in
                    Downloads.response(
                        ProductsPage.download(load, query: productsQuery(request), currency: currency, json: json),
                        filename: json ? "products.json" : "products.csv", json: json)
                }
            }
        }
        for (path, json) in [("/reports.csv", false), ("/reports.json", true)] {
            router.get(RouterPath(stringLiteral: path)) { request, _ in
                withFigures(request) { load in
                    guard let body = ReportPage.download(load, query: reportQuery(request), zone: zone, json: json)
                    else { return WebRefusal.page(.badRequest, "Those are not days: YYYY-MM-DD, From before To.") }
                    return Downloads.response(body, filename: json ? "report.json" : "report.csv", json: json)
                }
            }
        }
    }

    /// A product's page; 404 with a page that says so for an id the catalog does not have.
    private func product(_ request: Request, id written: String?) -> Response {
        withFigures(request) { load in product(load, request, id: written) }
    }

    private func product(_ load: CatalogLoad, _ request: Request, id written: String?) -> Response {
        // A path parameter arrives as written: its escapes are the id's bytes.
        guard let text = written?.removingPercentEncoding, let id = Product.ID(text),
            let html = ProductPage.html(
                load, id: id, page: request.uri.queryParameters["page"].flatMap { Int($0) } ?? 1, currency: currency,
                zone: zone, actions: actions(request))
        else {
            return WebRefusal.page(.notFound, "There is no such product. Go back to the products.")
        }
        return Self.html(html)
    }

    /// The report the address asks for.
    private func report(_ request: Request) -> Response {
        withFigures(request) { load in report(load, request) }
    }

    private func report(_ load: CatalogLoad, _ request: Request) -> Response {
        let query = reportQuery(request)
        return Self.html(ReportPage.html(load, query: query, currency: currency, zone: zone, actions: actions(request)))
    }

    private func productsQuery(_ request: Request) -> ProductsPage.Query {
        let parameters = request.uri.queryParameters
        return ProductsPage.Query(
            sort: parameters["sort"].map(String.init), filter: parameters["filter"].map(String.init))
    }

    private func reportQuery(_ request: Request) -> ReportPage.Query {
        let parameters = request.uri.queryParameters
        return ReportPage.Query(
            by: parameters["by"].map(String.init), from: parameters["from"].map(String.init),
            to: parameters["to"].map(String.init))
    }

    /// Refresh and Log out for this page, with its session's form token.
    private func actions(_ request: Request) -> Page.Actions? {
        guard let session = sessions.session(cookie: request.cookies[WebGuard<Context>.cookieName]?.value) else {
            return nil
        }
        let here = request.uri.query.map { request.uri.path + "?" + $0 } ?? request.uri.path
        return Page.Actions(formToken: session.formToken.text, path: here)
    }

    /// `page` of the figures, or the answer to give instead (``available(_:)``).
    private func withFigures(_ request: Request, _ page: (CatalogLoad) -> Response) -> Response {
        switch available(request) {
        case .success(let load): page(load)
        case .failure(let instead): instead.response
        }
    }

    /// An answer instead of a page: the figures are loading, or the sales API wants a login.
    private struct Instead: Error {
        let response: Response
    }

    /// The figures, or the answer to give instead: a page saying they are loading, or the login
    /// that returns to this address.
    private func available(_ request: Request) -> Result<CatalogLoad, Instead> {
        switch figures() {
        case .loaded(let load): return .success(load)
        case .loading: return .failure(Instead(response: Self.loading))
        case .failed(let reason):
            return .failure(
                Instead(response: WebRefusal.page(.badGateway, "The figures could not be loaded: \(reason)")))
        case .loggedOut:
            let here = request.uri.query.map { request.uri.path + "?" + $0 } ?? request.uri.path
            return .failure(
                Instead(response: .redirect(to: "/login?next=" + WebPath.queryValue(here), type: .normal)))
        }
    }

    private static var loading: Response {
        WebRefusal.page(.serviceUnavailable, "The figures are still loading. Reload the page in a moment.")
    }

    private static func html(_ html: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    private func page(_ request: Request) -> Response {
        withFigures(request) { load in page(load, request) }
    }

    private func page(_ load: CatalogLoad, _ request: Request) -> Response {
        let query = productsQuery(request)
        return Self.html(
            ProductsPage.html(load, query: query, currency: currency, zone: zone, actions: actions(request)))
    }
}
