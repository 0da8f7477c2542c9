import Foundation
import SalesClient
import SalesCore
import Testing

@Suite struct JSONOutputTests {
    @Test func writesTheProductListInTheDocumentedShape() throws {
        let rows = try makeRows()
        let json = JSONOutput.products(rows, currency: try code("EUR"))
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["name"] as? String } == ["Alpha", "beta"])
        #expect(objects.first?["revenue"] as? String == "15.00", "rounded half-even to cents")
        #expect(objects.first?["revenue_is_complete"] as? Bool == true)
        #expect(objects.last?["revenue"] is NSNull, "no rates: null")
        #expect(objects.first?["currency"] as? String == "EUR")
        let keys = ["\"id\"", "\"name\"", "\"sales_count\"", "\"revenue\"", "\"revenue_is_complete\"", "\"currency\""]
        let positions = keys.compactMap { json.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
    }

    /// Revenue none of whose sales could be converted is `null`, as such a sale is (tables `—`, CSV
    /// empty), never a `0.00` that was not summed; one of whose sales some were is the figure.
    @Test func writesNullRevenueWhenNoSaleOfItCouldBeConverted() throws {
        let product = Product(id: try #require(Product.ID("A")), name: "Alpha")
        let none = ConvertedTotal(
            amount: Money(amount: .zero, currency: .usd), unconvertedCount: 3, unconvertedCurrencies: [])
        let some = ConvertedTotal(
            amount: Money(amount: try decimal("5"), currency: .usd), unconvertedCount: 2, unconvertedCurrencies: [])
        let json = JSONOutput.products(
            [
                ProductRow(product: product, salesCount: 3, revenue: none),
                ProductRow(product: product, salesCount: 3, revenue: some),
            ],
            currency: .usd)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.first?["revenue"] is NSNull)
        #expect(objects.first?["revenue_is_complete"] as? Bool == false)
        #expect(objects.last?["revenue"] as? String == "5.00")
    }

    @Test func writesAProductWithStringAmountsAndNullForUnconvertibleSales() throws {
        let (detail, _) = try makeDetail()
        let json = JSONOutput.product(detail, currency: .usd, page: 0..<detail.salesCount)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "Phone \"X\"")
        #expect(object["total"] as? String == "12.39")
        #expect(object["total_usd"] as? String == "12.39", "kept in USD for scripts written before --currency")
        #expect(object["total_is_complete"] as? Bool == false)
        let sales = try #require(object["sales"] as? [[String: Any]])
        #expect(sales.first?["amount"] as? String == "10.50")
        #expect(sales.first?["amount_converted"] as? String == "12.39")
        #expect(sales.first?["amount_usd"] as? String == "12.39")
        #expect(sales.first?["date"] as? String == "2024-07-20T15:45:27.366Z")
        #expect(sales.last?["amount_converted"] is NSNull)
        let keys = [
            "\"id\"", "\"name\"", "\"sales_count\"", "\"currency\"", "\"total\"", "\"total_is_complete\"", "\"sales\"",
        ]
        let positions = keys.compactMap { json.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
    }

    @Test func writesAnotherCurrencyWithoutTheUSDKeysAndOnlyThePageAskedFor() throws {
        let (_, catalog) = try makeDetail()
        let eur = RateTable(rates: [try rate("USD", "EUR", "0.5")], target: try code("EUR"))
        let id = try #require(Product.ID("P"))
        let detail = try #require(catalog.detail(of: id, rates: eur))
        let json = JSONOutput.product(detail, currency: try code("EUR"), page: 1..<2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["currency"] as? String == "EUR")
        #expect(object["total_usd"] == nil)
        #expect(object["sales_count"] as? Int == 2)
        #expect(object["offset"] as? Int == 1)
        #expect((object["sales"] as? [[String: Any]])?.map { $0["currency_code"] as? String } == ["XAU"])
    }

    @Test func writesNoTotalWithoutRates() throws {
        let id = try #require(Product.ID("P"))
        let catalog = Catalog(products: [Product(id: id, name: "Phone")], sales: [])
        let json = JSONOutput.product(try #require(catalog.detail(of: id, rates: nil)), currency: .usd, page: 0..<0)
        #expect(json.contains(#""total": null"#))
        #expect(json.contains(#""total_is_complete": false"#))
    }
}
