import Foundation
import SalesClient
import SalesCore
import Testing

/// The lines that sum a product list and a product up, worded once for the tables and the app.
@Suite struct SummaryTextTests {
    @Test func aProductListSaysItsCountsItsTotalAndWhatTheTotalLeavesOut() throws {
        let (catalog, rates) = try makeCatalog()
        let rows = ProductRow.rows(of: catalog, rates: rates)
        let total = GrandTotal(rows.compactMap(\.revenue), currency: .usd)

        let sut = ProductListSummary(products: rows.count, sales: 3, total: total)

        #expect(sut.counts == "1 product · 3 sales")
        #expect(sut.total == "USD 21.80")
        #expect(sut.incomplete == "incomplete: 1 sale in XAU cannot be converted")
        #expect(ProductListSummary(products: 0, sales: 0, total: nil).total == nil)
    }

    @Test func aProductSaysItsSalesItsTotalOrThatThereIsNone() throws {
        let (catalog, rates) = try makeCatalog()
        let id = try #require(Product.ID("P"))
        let converted = try #require(catalog.detail(of: id, rates: rates))
        let unconverted = try #require(catalog.detail(of: id, rates: nil))

        let sut = ProductSummary(converted)

        #expect(sut.lead == "3 sales · total " && sut.total == "USD 21.80")
        #expect(sut.incomplete == "incomplete: 1 sale in XAU cannot be converted")
        #expect(ProductSummary(unconverted).lead == "3 sales · total unavailable (no rates)")
    }

    /// Product P: EUR 10 and USD 10 (EUR→USD 1.18), and XAU 3, which no rate converts.
    private func makeCatalog() throws -> (Catalog, RateTable) {
        let id = try #require(Product.ID("P"))
        let catalog = Catalog(
            products: [Product(id: id, name: "Phone")],
            sales: [
                try sale("P", "EUR", "10", "2024-07-20T10:00:00Z"), try sale("P", "USD", "10", "2024-07-19T10:00:00Z"),
                try sale("P", "XAU", "3", "2024-07-18T10:00:00Z"),
            ])
        return (catalog, RateTable(rates: [try rate("EUR", "USD", "1.18")]))
    }
}
