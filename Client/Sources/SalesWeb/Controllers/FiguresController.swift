import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import SalesClient
import SalesCore

/// Serves the pages of figures — products, a product, reports, their downloads — from the catalog
/// loaded once and kept while the server runs, in the currency the address asks for.
package struct FiguresController<Context: WebPageContext> {
    /// The figures of the request's session as last loaded (in the server's currency), or why
    /// there are none.
    let figures: @Sendable (Context) async -> WebFigures
    /// The middleware's rates to another currency (asked once per load by the store).
    let rates: @Sendable (CurrencyCode) async -> RatesLoad
    let currency: CurrencyCode
    let zone: ReaderTimeZone
    /// How the pages write figures for a reader who chose no locale (``ReaderLocale``).
    let numbers: ReaderFormats
    /// The words of the pages for a reader who chose none (``Words``).
    let words: Words
    /// The server the pages are served by (`sales web`'s, or a team's).
    let host: WebHost
    /// The time now: the reader's today, what the periods count from.
    let now: @Sendable () -> Date

    package init(
        figures: @escaping @Sendable (Context) async -> WebFigures,
        rates: @escaping @Sendable (CurrencyCode) async -> RatesLoad, currency: CurrencyCode, zone: ReaderTimeZone,
        numbers: ReaderFormats = .plain, words: Words = .english, host: WebHost = .local,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.numbers = numbers
        self.words = words
        self.now = now
        self.figures = figures
        self.rates = rates
        self.currency = currency
        self.zone = zone
        self.host = host
    }

    package func addRoutes(to router: Router<Context>) {
        router.get(RouterPath(WebRoute.products)) { request, door in
            await withFigures(request, door) { catalog, context in
                PageResponse.make(ProductsPage.html(catalog, query: productsQuery(request), context: context))
            }
        }
        router.get(RouterPath(WebRoute.products + "/:id")) { request, door in
            let id = door.parameters.get("id")
            return await withFigures(request, door) { catalog, context in
                product(catalog, request, id: id, context: context)
            }
        }
        router.get(RouterPath(WebRoute.overview)) { request, door in
            await withFigures(request, door) { catalog, context in
                let by = request.uri.queryParameters["by"].map(String.init)
                let context = Self.checking(by, among: ReportInterval.allCases.map(\.rawValue), context)
                let query = OverviewPage.Query(by: by)
                return PageResponse.make(
                    OverviewPage.html(catalog, query: query, context: context), status: Self.status(context))
            }
        }
        router.get(RouterPath(WebRoute.reports)) { request, door in
            await withFigures(request, door) { catalog, context in
                guard let query = reportQuery(request) else { return Self.notACode(context.words) }
                let context = Self.checking(
                    request.uri.queryParameters["by"].map(String.init), among: ReportPage.Query.choices, context)
                return PageResponse.make(
                    ReportPage.html(catalog, query: query, context: context), status: Self.status(context))
            }
        }
        addDownloads(to: router)
    }

    private func addDownloads(to router: Router<Context>) {
        for format in Downloads.Format.allCases {
            let json = format == .json
            router.get(RouterPath(stringLiteral: WebRoute.products + "." + format.rawValue)) { request, door in
                await withFigures(request, door) { catalog, context in
                    guard context.periodProblem == nil else { return Self.notAPeriod(context) }
                    let key = Self.downloadKey(request, format: format, context: context)
                    let bytes = catalog.download(key) {
                        ProductsPage.download(catalog, query: productsQuery(request), context: context, json: json)
                            .flatMap {
                                Downloads.bytes(
                                    $0, format: format, sheet: context.words(.products), words: context.words)
                            }
                    }
                    return Downloads.response(bytes, format: format, name: "products")
                }
            }
        }
        for format in Downloads.Format.allCases {
            let json = format == .json
            router.get(RouterPath(stringLiteral: WebRoute.reports + "." + format.rawValue)) { request, door in
                await withFigures(request, door) { catalog, context in
                    guard let query = reportQuery(request) else { return Self.notACode(context.words) }
                    let context = Self.checking(
                        request.uri.queryParameters["by"].map(String.init), among: ReportPage.Query.choices, context)
                    guard context.periodProblem == nil else { return Self.notAPeriod(context) }
                    let key = Self.downloadKey(request, format: format, context: context)
                    let bytes = catalog.download(key) {
                        ReportPage.download(catalog, query: query, context: context, json: json).flatMap {
                            Downloads.bytes(
                                $0, format: format, sheet: context.words(.reportSheet), words: context.words)
                        }
                    }
                    return Downloads.response(bytes, format: format, name: "report")
                }
            }
        }
    }

    /// A product's page; 404 with a page that says so for an id the catalog does not have.
    private func product(_ catalog: WebCatalog, _ request: Request, id written: String?, context: PageContext)
        -> Response
    {
        // A path parameter arrives as written: its escapes are the id's bytes.
        guard let text = written?.removingPercentEncoding, let id = Product.ID(text),
            let html = ProductPage.html(
                catalog, id: id, page: request.uri.queryParameters["page"].flatMap { Int($0) } ?? 1, context: context)
        else {
            return WebRefusal.page(.notFound, context.words(.noSuchProduct), words: context.words)
        }
        return PageResponse.make(html)
    }

    private func productsQuery(_ request: Request) -> ProductsPage.Query {
        let parameters = request.uri.queryParameters
        return ProductsPage.Query(
            sort: parameters["sort"].map(String.init), filter: parameters["filter"].map(String.init))
    }

    /// The report's query; `nil` when `sold-in` is not a currency code.
    private func reportQuery(_ request: Request) -> ReportPage.Query? {
        let parameters = request.uri.queryParameters
        var soldIn: CurrencyCode?
        if let written = parameters["sold-in"].map(String.init), !written.isEmpty {
            guard let code = CurrencyCode(anyCase: written) else { return nil }
            soldIn = code
        }
        return ReportPage.Query(by: parameters["by"].map(String.init), soldIn: soldIn)
    }

    /// `page` of the figures in the address's currency, or the answer to give instead.
    private func withFigures(
        _ request: Request, _ door: Context, _ page: @escaping @Sendable (WebCatalog, PageContext) -> Response
    ) async -> Response {
        let catalog: WebCatalog
        switch await available(request, door) {
        case .success(let loaded): catalog = loaded
        case .failure(let instead): return instead.response
        }
        switch await converted(catalog, request, door: door) {
        case .success(let (converted, context)):
            var response = await OffPool.run { page(converted, context) }
            // A period that is not one: the page says why, under the reader's own words (400).
            if context.periodProblem != nil, response.status == .ok { response.status = .badRequest }
            return response
        case .failure(let instead): return instead.response
        }
    }

    /// An answer instead of a page: the figures are loading, the sales API wants a login, the
    /// address names a currency there are no rates to.
    private struct Instead: Error {
        let response: Response
    }

    /// The figures, or the answer to give instead: a page saying they are loading, or the login
    /// that returns to this address.
    private func available(_ request: Request, _ door: Context) async -> Result<WebCatalog, Instead> {
        switch await figures(door) {
        case .loaded(let catalog): return .success(catalog)
        case .loading: return .failure(Instead(response: Self.loading(door.readerWords ?? words)))
        case .failed(let reason):
            return .failure(
                Instead(response: Self.couldNotLoad(reason, door.readerWords ?? words)))
        case .loggedOut:
            return .failure(
                Instead(
                    response: .redirect(
                        to: WebRoute.login + "?next=" + WebPath.queryValue(OwnPath.clean(here(request))), type: .normal)
                ))
        }
    }

    /// `catalog` in the currency the address asks for (the server's unless `?currency=`), with
    /// the page's context; a currency that is not a code, or that the middleware does not convert,
    /// is the reader's mistake (400, saying which it converts).
    private func converted(_ catalog: WebCatalog, _ request: Request, door: Context) async
        -> Result<(WebCatalog, PageContext), Instead>
    {
        let load = catalog.load
        let parameters = request.uri.queryParameters
        var shown = door.readerCurrency ?? currency
        if let written = parameters["currency"].map(String.init), !written.isEmpty {
            guard let code = CurrencyCode(anyCase: written) else {
                return .failure(Instead(response: Self.notACode(door.readerWords ?? words)))
            }
            shown = code
        }
        var converted = catalog
        var notices: [NoticeViewModel] = []
        if shown != currency {
            let rates = await rates(shown)
            if case .failure(let error) = rates.rates, Self.isNotConvertible(error) {
                // The reader's words name a currency the rates do not reach: the figures in the
                // server's, saying so — never the middleware's address or a command's flags.
                notices.append(
                    NoticePresenter.viewModel(
                        for: .notConvertible(shown, showing: currency), words: door.readerWords ?? words))
                shown = currency
            } else {
                converted = catalog.converted(to: shown, with: rates)
            }
        }
        let query = parameters.filter { $0.key != "currency" && $0.key != "page" }.map {
            (String($0.key), String($0.value))
        }
        var context = PageContext(
            currency: shown, defaultCurrency: currency, zone: door.readerZone ?? zone,
            currencies: PageContext.currencies(of: try? load.rates.get(), shown: shown, default: currency),
            path: request.uri.path, query: query, actions: actions(request, session: door.session, user: catalog.user),
            asOf: load.asOf)
        context.notices = notices
        context.host = host
        context.numbers = door.readerNumbers ?? numbers
        context.words = door.readerWords ?? words
        let (period, problem) = PeriodFields.read(
            period: parameters["period"].map(String.init), from: parameters["from"].map(String.init),
            to: parameters["to"].map(String.init))
        context.today = OverviewPage.today(in: context.zone, at: now())
        context.defaultPeriod = PageContext.defaultPeriod(
            today: context.today,
            latestSaleDay: catalog.latestSale.map { CalendarDay(clampingOrdinal: context.zone.calendar.day(of: $0)) })
        (context.period, context.periodProblem) = (period ?? context.defaultPeriod, problem)
        return .success((converted, context))
    }

    /// What a download is made for (``DownloadKey``): the same one asked again is not made again.
    private static func downloadKey(_ request: Request, format: Downloads.Format, context: PageContext)
        -> DownloadKey
    {
        DownloadKey(
            path: request.uri.path, format: format.rawValue, query: request.uri.query ?? "",
            period: PeriodKey(period: context.period, today: context.today, zone: context.zone.identifier),
            words: format == .xlsx ? context.words : nil)
    }

    /// A currency that is not a code (400), in the reader's words.
    private static func notACode(_ words: Words) -> Response {
        WebRefusal.page(.badRequest, words(.notACurrencyCode), words: words)
    }

    /// A download's period that is not one (400): what is wrong with it, in the reader's words.
    private static func notAPeriod(_ context: PageContext) -> Response {
        WebRefusal.page(.badRequest, context.periodProblem ?? context.words(.notAPeriod), words: context.words)
    }

    /// The figures could not be loaded (502), and why (as it came).
    private static func couldNotLoad(_ reason: String, _ words: Words) -> Response {
        WebRefusal.page(.badGateway, words(.couldNotLoad(reason)), words: words)
    }

    /// `context`, saying what is wrong when the address's `by` is none of `choices` (the page then
    /// shows no figures and answers 400, as for a period that is not one) — never another cut
    /// shown silently in its place.
    private static func checking(_ by: String?, among choices: [String], _ context: PageContext) -> PageContext {
        guard let by, !by.isEmpty, !choices.contains(by), context.periodProblem == nil else { return context }
        var checked = context
        let shown = by.count > 40 ? by.prefix(40) + "…" : Substring(by)
        checked.periodProblem =
            "“\(shown)” is not a way to cut the figures: choose \(choices.dropLast().joined(separator: ", ")) or "
            + "\(choices.last ?? "")."
        return checked
    }

    /// 400 for a page whose address asked for something that is not (its words said on the page).
    private static func status(_ context: PageContext) -> HTTPResponse.Status {
        context.periodProblem == nil ? .ok : .badRequest
    }

    /// Whether the rates say they do not reach the currency: `sales web`'s session names it so, the
    /// team's answers the middleware's 404 for it.
    private static func isNotConvertible(_ error: ClientError) -> Bool {
        switch error {
        case .unknownCurrency, .notFound: true
        default: false
        }
    }

    /// Refresh and Log out for this page, with its session's form token.
    private func actions(_ request: Request, session: WebSessions.Session?, user: String?) -> Page.Actions? {
        guard let session else {
            return nil
        }
        return Page.Actions(formToken: session.formToken.text, path: here(request), user: user)
    }

    /// This request's path and query, as a page of ours links it.
    private func here(_ request: Request) -> String {
        request.uri.query.map { request.uri.path + "?" + $0 } ?? request.uri.path
    }

    private static func loading(_ words: Words) -> Response {
        WebRefusal.page(.serviceUnavailable, words(.stillLoading), words: words)
    }
}
