import Foundation
import SalesClient
import SalesCore

/// What a page of figures is read in, from its address: the display currency (`?currency=`, the
/// server's own when the address names none), the period (`?period=`, ``PeriodFields``), the
/// reader's zone and day, the currencies to choose from, and the page's own path and query (for
/// the currency's form and Refresh). Every link a page makes goes through ``link(_:_:)``, so a
/// chosen currency and period stay chosen from page to page.
package struct PageContext {
    /// The currency the figures are shown in.
    let currency: CurrencyCode
    /// The server's display currency (`--currency`, `SALES_CURRENCY`): addresses leave it out.
    let defaultCurrency: CurrencyCode
    let zone: ReaderTimeZone
    /// The currencies the middleware converts, the one shown among them, in code order.
    let currencies: [CurrencyCode]
    /// This page's path, and its query but for the currency.
    let path: String
    let query: [(String, String)]
    /// Refresh and Log out, for a browser with a session.
    let actions: Page.Actions?
    /// When the figures shown were fetched from the sales API.
    let asOf: Date
    /// The days every figure of the page is for.
    var period = ReportPeriod.allTime
    /// The period of an address that names none: its links leave it out.
    var defaultPeriod = ReportPeriod.allTime
    /// Why the address's period was not read (then the page says so, with no figures, and answers 400).
    var periodProblem: String?
    /// The server the page is served by.
    var host = WebHost.local
    /// What the address asked that the page could not do, said above the figures.
    var notices: [NoticeViewModel] = []
    /// How the reader's locale writes figures (``ReaderFormats/plain`` without one).
    var numbers = ReaderFormats.plain
    /// The reader's words (English without a language of ours).
    var words = Words.english
    /// The reader's day, in their zone: what the presets count from.
    var today = CalendarDay(clampingOrdinal: 0)

    /// The period a page shows when its address names none: the last twelve whole months, beside
    /// the twelve before — unless no sale was made since they began (figures years old, as a
    /// demo's from 2024), when a preset would show nothing: then every day.
    static func defaultPeriod(today: CalendarDay, latestSaleDay: CalendarDay?) -> ReportPeriod {
        guard let latestSaleDay, let from = ReportPeriod.last12Months.range(today: today).from, latestSaleDay >= from
        else { return .allTime }
        return .last12Months
    }

    /// `text`'s figures as the reader's locale writes them (text of ours only: never a name).
    /// Escaped, and isolated when it holds right-to-left words (``HTML/isolated(_:)``).
    func figures(_ text: String) -> HTML {
        HTML.isolated(numbers.figures(in: text))
    }

    /// The period's days, in the reader's zone.
    var days: DayRange { period.range(today: today) }

    /// `path` with the parameters of `query` that have a value, then the period unless `query` names
    /// one or it is the default, and the currency unless it is the server's; escaped for an
    /// address, not yet for HTML.
    func link(_ path: String, _ query: [(String, String)] = []) -> String {
        var kept = query.filter { !$0.1.isEmpty }
        if period != defaultPeriod, !kept.contains(where: { $0.0 == "period" }) {
            kept.append(("period", period.text))
        }
        if currency != defaultCurrency { kept.append(("currency", currency.code)) }
        guard !kept.isEmpty else { return path }
        return path + "?" + kept.map { "\($0.0)=\(WebPath.queryValue($0.1))" }.joined(separator: "&")
    }

    /// A form's hidden field that keeps the chosen currency (none for the server's own).
    var currencyField: HTML {
        guard currency != defaultCurrency else { return .empty }
        return "<input type=\"hidden\" name=\"currency\" value=\"\(currency.code)\">"
    }

    /// The currencies a table of rates offers: its target and every currency that reaches it.
    static func currencies(of rates: RateTable?, shown: CurrencyCode, default fallback: CurrencyCode)
        -> [CurrencyCode]
    {
        var codes = Set([shown, fallback])
        if let rates {
            codes.insert(rates.target)
            codes.formUnion(rates.directRates.map(\.from))
        }
        return codes.sorted()
    }
}
