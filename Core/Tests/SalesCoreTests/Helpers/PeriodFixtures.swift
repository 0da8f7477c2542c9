import Foundation
import SalesCore
import SalesSupport
import Testing

/// The periods' suites' catalogs: a small one whose figures are worked out by hand, and random ones
/// for the property tests against a plain oracle.
enum PeriodFixtures {
    /// Phone: Jan 2024 USD 2 and 3, Dec 2023 EUR 10 (×1.5), Jan 2023 USD 2; Pad: Jan 2024 EUR 66
    /// (×1.5) on the first; Watch: no sales; an unknown product's sale.
    static func catalog() throws -> Catalog {
        Catalog(
            products: [
                Product(id: try productID("P"), name: "Phone"), Product(id: try productID("W"), name: "Watch"),
                Product(id: try productID("D"), name: "Pad"),
            ],
            sales: [
                try sale("P", "USD", "2", "2024-01-30T10:00:00Z"),
                try sale("P", "USD", "3", "2024-01-31T10:00:00Z"),
                try sale("P", "EUR", "10", "2023-12-20T10:00:00Z"),
                try sale("P", "USD", "2", "2023-01-15T10:00:00Z"),
                try sale("D", "EUR", "66", "2024-01-01T10:00:00Z"),
                try sale("X", "USD", "1000", "2024-01-02T00:00:00Z"),
            ])
    }

    /// EUR→USD 1.5, GBP→USD 1.25 (XAU has none).
    static func rates() throws -> RateTable {
        RateTable(rates: [try rate("EUR", "USD", "1.5"), try rate("GBP", "USD", "1.25")])
    }

    static func day(_ text: String) throws -> CalendarDay {
        try #require(CalendarDay(text))
    }

    /// `count` sales of 2022–2024 over `products` products in four currencies (XAU unconvertible).
    static func randomCatalog(products: Int, sales count: Int, _ random: inout SeededRandomNumberGenerator) throws
        -> (Catalog, [Sale])
    {
        let list = try (0..<products).map { Product(id: try productID("P\($0)"), name: "Product \($0)") }
        let currencies = ["USD", "EUR", "GBP", "XAU"]
        let sales = try (0..<count).map { _ in
            Sale(
                productID: try productID("P\(Int.random(in: 0..<products, using: &random))"),
                amount: Money(
                    amount: ExactDecimal(significand: Int.random(in: 1...100_000, using: &random), exponent: -2),
                    currency: try code(currencies[Int.random(in: 0..<4, using: &random)])),
                date: Date(timeIntervalSince1970: Double(Int.random(in: 1_640_995_200...1_735_689_600, using: &random)))
            )
        }
        return (Catalog(products: list, sales: sales), sales)
    }

    /// A preset, or given days of up to 400 within 900 days before `today`.
    static func randomPeriod(today: CalendarDay, _ random: inout SeededRandomNumberGenerator) throws -> ReportPeriod {
        if Bool.random(using: &random), let preset = ReportPeriod.presets.randomElement(using: &random) {
            return preset
        }
        let from = try #require(today.adding(days: -Int.random(in: 0...900, using: &random)))
        let to = try #require(from.adding(days: Int.random(in: 0...400, using: &random)))
        return .days(from: from, to: to)
    }
}

extension DayRange {
    /// Whether the sale's local day (by Foundation's calendar) is within the range: the oracles'
    /// reading of a day, independent of Core's.
    func holdsDay(of sale: Sale, _ calendar: Calendar) -> Bool {
        let parts = calendar.dateComponents([.year, .month, .day], from: sale.date)
        guard let year = parts.year, let month = parts.month, let day = parts.day,
            let local = CalendarDay(year: year, month: month, day: day)
        else { return false }
        return (from.map { local >= $0 } ?? true) && (to.map { local <= $0 } ?? true)
    }
}
