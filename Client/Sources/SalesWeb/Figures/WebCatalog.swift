import Foundation
import SalesClient
import SalesCore
import Synchronization

/// One load of the figures as the pages read them, in one display currency: the load, and what
/// the pages derive from it, made once and kept with it — the products' rows, the last product's
/// detail, the same figures in another currency — so that a page answered again does not walk
/// every sale again. A new load is a new catalog: nothing derived outlives the figures it came from.
package final class WebCatalog: Sendable {
    package let load: CatalogLoad
    /// Whose figures these are (the name the session was logged in with), for the pages' header.
    package let user: String?
    private let rows = Mutex<[ProductRow]?>(nil)
    private let lastDetail = Mutex<ProductDetail?>(nil)
    private let others = Mutex<[CurrencyCode: WebCatalog]>([:])
    private let reports = Mutex(KeptReports())
    private let latest = Mutex<Date??>(nil)
    private let overviews = KeptLast<OverviewKey, PeriodOverview>()
    private let periodProductsKept = KeptLast<PeriodKey, PeriodProducts>()
    private let productsPages = KeptLast<ProductsPageKey, HTML>()
    private let productPages = KeptLast<ProductPageKey, HTML>()
    private let reportPages = KeptLast<ReportPageKey, HTML>()
    private let downloads = KeptLast<DownloadKey, [UInt8]?>()
    private let intervalReports = KeptLast<IntervalKey, IntervalReport>()
    private let lastPeriodDetail = Mutex<(days: DayRange, zone: String, detail: ProductDetail)?>(nil)

    package init(_ load: CatalogLoad, user: String? = nil) {
        self.load = load
        self.user = user.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Every product's row (made once).
    var productRows: [ProductRow] {
        if let kept = rows.withLock({ $0 }) { return kept }
        let made = ProductRow.rows(of: load.snapshot.catalog, rates: try? load.rates.get())
        rows.withLock { $0 = made }
        return made
    }

    /// When the latest sale was made (found once per load); `nil` without sales.
    var latestSale: Date? {
        if let kept = latest.withLock({ $0 }) { return kept }
        let found = load.snapshot.catalog.latestSaleDate
        latest.withLock { $0 = .some(found) }
        return found
    }

    /// A product's detail, its sales newest first (the last one asked is kept: paging through a
    /// product's sales sorts them once); `nil` for an id the catalog does not have.
    func detail(of id: Product.ID, calendar: LocalCalendar) -> ProductDetail? {
        if let kept = lastDetail.withLock({ $0 }), kept.product.id == id { return kept }
        guard let made = load.snapshot.catalog.detail(of: id, rates: try? load.rates.get(), calendar: calendar)
        else { return nil }
        lastDetail.withLock { $0 = made }
        return made
    }

    /// The revenue report `key` asks for, made once per load and currency and kept (the last
    /// ``KeptReports/limit`` asked): a report walks every sale, a page of it asked again does not.
    func report(_ key: ReportKey, making make: () -> RevenueReport) -> RevenueReport {
        if let kept = reports.withLock({ $0.report(key) }) { return kept }
        let made = make()
        reports.withLock { $0.keep(made, for: key) }
        return made
    }

    /// The overview `key` asks for, the last one kept: a page of it asked again (another currency's
    /// aside) does not walk every sale again.
    func overview(_ key: OverviewKey, making make: () -> PeriodOverview) -> PeriodOverview {
        overviews.value(for: key, making: make)
    }

    /// Every product's figures for the period `key` asks for, the last one kept: sorting, filtering
    /// and the downloads of the same period walk no sale again.
    func periodProducts(_ key: PeriodKey, making make: () -> PeriodProducts) -> PeriodProducts {
        periodProductsKept.value(for: key, making: make)
    }

    /// The products page's listing `key` asks for, the last one rendered kept: the same page asked
    /// again (Refresh, back, another tab) is not rendered again.
    func productsPage(_ key: ProductsPageKey, rendering render: () -> HTML) -> HTML {
        productsPages.value(for: key, making: render)
    }

    /// A product's page (what its frame holds) as `key` asks for it, the last one rendered kept.
    func productPage(_ key: ProductPageKey, rendering render: () -> HTML) -> HTML {
        productPages.value(for: key, making: render)
    }

    /// A report's page (what its frame holds) as `key` asks for it, the last one rendered kept.
    func reportPage(_ key: ReportPageKey, rendering render: () -> HTML) -> HTML {
        reportPages.value(for: key, making: render)
    }

    /// A download's bytes as `key` asks for them (`nil`: none could be made), the last one kept.
    func download(_ key: DownloadKey, making make: () -> [UInt8]?) -> [UInt8]? {
        downloads.value(for: key, making: make)
    }

    /// The report by interval `key` asks for, the last one kept.
    func intervalReport(_ key: IntervalKey, making make: () -> IntervalReport) -> IntervalReport {
        intervalReports.value(for: key, making: make)
    }

    /// A product's detail for `days` of `zone` (every day: ``detail(of:calendar:)``), the last one
    /// kept.
    func detail(of id: Product.ID, days: DayRange, zone: ReaderTimeZone) -> ProductDetail? {
        guard days != .all else { return detail(of: id, calendar: zone.calendar) }
        if let kept = lastPeriodDetail.withLock({ $0 }), kept.days == days, kept.zone == zone.identifier,
            kept.detail.product.id == id
        {
            return kept.detail
        }
        guard
            let made = load.snapshot.catalog.detail(
                of: id, rates: try? load.rates.get(), days: days, calendar: zone.calendar)
        else { return nil }
        lastPeriodDetail.withLock { $0 = (days, zone.identifier, made) }
        return made
    }

    /// How many reports have been made for these figures (each walked every sale): what a test of
    /// the keeping counts.
    package var reportsMade: Int { reports.withLock { $0.made } }

    /// The same figures in `currency`, converted with `rates` (the middleware's to it), kept for
    /// the next page in that currency.
    func converted(to currency: CurrencyCode, with rates: RatesLoad) -> WebCatalog {
        others.withLock { others in
            if let kept = others[currency] { return kept }
            let made = WebCatalog(load.converted(with: rates), user: user)
            others[currency] = made
            return made
        }
    }
}
