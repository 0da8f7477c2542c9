import Foundation
import SalesCore

/// Words every notice once, and says which notices a load brings, most important first. The
/// commands write each as a line on standard error; the app shows the first in its banner.
package enum NoticePresenter {
    /// Everything the user is told about `load`, most important first: how old the figures are,
    /// that there are no rates (when `withoutRates` says what is shown without them), what the
    /// figures leave out, what became of the local copy, what the stores said.
    package static func notices(for load: CatalogLoad, withoutRates: String? = nil) -> [Notice] {
        var notices: [Notice] = []
        if case .offline(let reason) = load.source { notices.append(.figuresOffline(asOf: load.asOf, reason: reason)) }
        if let rates = load.ratesOffline { notices.append(.ratesOffline(rates)) }
        if let shown = withoutRates, case .failure(let error) = load.rates {
            notices.append(.noRates(error, shown: shown))
        }
        notices += leftOut(load.snapshot)
        if let dated = load.copyDatedInTheFuture { notices.append(.copyDatedInTheFuture(dated)) }
        if let reason = load.copyNotRead { notices.append(.copyNotRead(reason)) }
        if let reason = load.notKept { notices.append(.copyNotKept(reason)) }
        return notices + load.storeNotices.map(Notice.store)
    }

    /// Everything the user is told about a load of rates alone.
    package static func notices(for load: RatesLoad) -> [Notice] {
        var notices: [Notice] = []
        if let rates = load.offline { notices.append(.ratesOffline(rates)) }
        if let reason = load.notRead { notices.append(.copyNotRead(reason)) }
        if let reason = load.notKept { notices.append(.copyNotKept(reason)) }
        return notices
    }

    /// What the figures leave out: elements that could not be read, sales of products not in the
    /// list — said whenever they are shown, fetched now or answered by the local copy since.
    package static func leftOut(_ snapshot: CatalogSnapshot) -> [Notice] {
        var notices: [Notice] = []
        if let products = snapshot.leftOut.products { notices.append(.unreadable(.product, products)) }
        if let sales = snapshot.leftOut.sales { notices.append(.unreadable(.sale, sales)) }
        let unknown = snapshot.catalog.productList.unknownProductSales.count
        if unknown > 0 { notices.append(.unknownProductSales(count: unknown)) }
        return notices
    }

    /// What a failed load still has to say about the local copy.
    package static func notices(for notes: LocalCopyNotes) -> [Notice] {
        var notices: [Notice] = []
        if let dated = notes.datedInTheFuture { notices.append(.copyDatedInTheFuture(dated)) }
        if let reason = notes.notRead { notices.append(.copyNotRead(reason)) }
        return notices
    }

    /// The words of `notice`, in `words`; dates in the reader's zone (`… 23:02 JST`). What it quotes
    /// (an error's own words) stays as it came.
    package static func viewModel(for notice: Notice, in zone: ReaderTimeZone = .utc, words: Words = .english)
        -> NoticeViewModel
    {
        switch notice {
        case .figuresOffline(let asOf, let reason):
            NoticeViewModel(.offline, words(.keptFiguresAsOf(zone.stamp(asOf))), detail: reason.description)
        case .ratesOffline(let rates):
            NoticeViewModel(.offline, words(.ratesAsOf(zone.stamp(rates.asOf))), detail: rates.reason.description)
        case .noRates(let reason, let shown):
            NoticeViewModel(.warning, shown, detail: reason.description)
        case .unreadable(let element, let skipped):
            NoticeViewModel(
                .warning, unreadable(element, skipped.count),
                detail: skipped.first + (skipped.count == 1 ? "" : ", the first"))
        case .unknownProductSales(let count):
            NoticeViewModel(
                .warning, UnknownProductsText.sentence(count, words: words),
                consequence: words(.leftOutOfEveryFigure))
        case .copyDatedInTheFuture(let date):
            NoticeViewModel(
                .warning, words(.copyInFuture), detail: zone.stamp(date), consequence: words(.notUsedNextFetch))
        case .copyNotRead(let reason):
            NoticeViewModel(.warning, words(.copyNotRead), detail: reason.description)
        case .copyNotKept(let reason):
            NoticeViewModel(.warning, words(.copyNotKept), detail: reason.description)
        case .store(let text):
            NoticeViewModel(.warning, text)
        case .notConvertible(let asked, let showing):
            NoticeViewModel(
                .warning, words(.notConvertible(asked.code)), consequence: words(.showing(showing.code)))
        }
    }

    /// `1 sale from the API could not be read and is left out`, `2,485 products … are left out`.
    private static func unreadable(_ element: Notice.Element, _ count: Int) -> String {
        let (one, many) = element == .product ? ("product", "products") : ("sale", "sales")
        return count == 1
            ? "1 \(one) from the API could not be read and is left out"
            : "\(CountText.of(count)) \(many) from the API could not be read and are left out"
    }
}
