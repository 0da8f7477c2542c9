import Foundation
import SalesCore
import Synchronization
import TestKit
import Testing

@Suite struct CatalogTests {
    // MARK: - Product list

    @Test func listsTheCapturedProductsInReadingOrderWithTheirSalesCounts() throws {
        let catalog = try makeFixtureCatalog()
        let items = catalog.productList.items
        #expect(
            items.map(\.product.name) == [
                "AirTag", "Apple TV 4K", "Apple Watch", "HomePod mini", "iMac", "iPad Pro", "iPhone", "Mac mini",
                "MacBook Pro", "Vision Pro",
            ])
        let total: Int = items.reduce(0) { $0 + $1.salesCount }
        #expect(total == 2485)
        #expect(catalog.productList.unknownProductSales.count == 0)

        let sales = try SalesMapper.map(Repository.fixture("sales.json"), statusCode: 200).elements
        for item in items {
            #expect(item.salesCount == sales.filter { $0.productID == item.product.id }.count, "\(item.product.name)")
        }
    }

    @Test func groupsReadByProductMakeTheSameCatalogAsTheSales() throws {
        let products = try ProductsMapper.map(Repository.fixture("products.json"), statusCode: 200).elements
        let sales = try SalesMapper.map(Repository.fixture("sales.json"), statusCode: 200).elements
        let groups = try SalesMapper.mapByProduct(Repository.fixture("sales.json"), statusCode: 200).elements
        let unknown = try sale("Z", "USD", "1", "2024-01-01T00:00:00Z")
        let sut = Catalog(
            products: products, salesByProduct: groups + [ProductSales(id: unknown.productID, sales: [unknown])])
        #expect(sut == Catalog(products: products, sales: sales + [unknown]))
        #expect(sut.productList.unknownProductSales == UnknownProductSales(count: 1, productIDs: [unknown.productID]))
    }

    @Test func includesProductsWithoutSalesAndCountsSalesOfUnknownProducts() throws {
        let catalog = Catalog(
            products: [Product(id: try productID("A"), name: "Alpha"), Product(id: try productID("B"), name: "beta")],
            sales: [
                try sale("A", "USD", "1", "2024-01-01T00:00:00Z"), try sale("Z", "USD", "1", "2024-01-01T00:00:00Z"),
                try sale("Y", "USD", "1", "2024-01-01T00:00:00Z"), try sale("Z", "USD", "1", "2024-01-01T00:00:00Z"),
            ]
        )
        #expect(catalog.productList.items.map(\.salesCount) == [1, 0])
        #expect(
            catalog.productList.unknownProductSales
                == UnknownProductSales(count: 3, productIDs: [try productID("Y"), try productID("Z")]))
    }

    @Test func ordersProductsWithTheSameNameByID() throws {
        let catalog = Catalog(
            products: [Product(id: try productID("2"), name: "Same"), Product(id: try productID("1"), name: "Same")],
            sales: []
        )
        #expect(catalog.productList.items.map(\.product.id.rawValue) == ["1", "2"])
    }

    // MARK: - Product detail

    @Test func detailsAProductNewestFirstWithEachSaleConverted() throws {
        let catalog = Catalog(
            products: [Product(id: try productID("P"), name: "Phone")],
            sales: [
                try sale("P", "EUR", "10.00", "2024-01-01T00:00:00Z"),
                try sale("P", "GBP", "20.00", "2024-03-01T00:00:00Z"),
                try sale("P", "USD", "5.55", "2024-02-01T00:00:00Z"),
                try sale("Q", "USD", "99", "2024-02-01T00:00:00Z"),
            ]
        )
        let table = RateTable(rates: [try rate("EUR", "USD", "1.1"), try rate("GBP", "USD", "1.25")])
        let detail = try #require(catalog.detail(of: try productID("P"), rates: table))

        #expect(detail.product.name == "Phone")
        #expect(detail.salesCount == 3)
        #expect(detail.sales.map(\.sale.amount.currency.code) == ["GBP", "USD", "EUR"])
        #expect(detail.sales.map(\.converted?.amount) == [try decimal("25"), try decimal("5.55"), try decimal("11")])
        #expect(detail.total?.amount == Money(amount: try decimal("41.55"), currency: .usd))
        #expect(detail.total?.isComplete == true)
    }

    @Test func aDetailOverSomeDaysHasTheirSalesAndTheirTotalOnly() throws {
        let catalog = Catalog(
            products: [Product(id: try productID("P"), name: "Phone")],
            sales: [
                try sale("P", "USD", "1", "2024-06-30T23:59:59.999Z"),
                try sale("P", "USD", "2", "2024-07-01T00:00:00Z"),
                try sale("P", "USD", "4", "2024-07-02T23:59:59Z"), try sale("P", "USD", "8", "2024-07-03T00:00:00Z"),
            ])
        let days = try #require(DayRange(from: CalendarDay("2024-07-01"), to: CalendarDay("2024-07-02")))
        let detail = try #require(catalog.detail(of: try productID("P"), rates: RateTable(rates: []), days: days))
        #expect(detail.sales.map(\.sale.amount.amount) == [try decimal("4"), try decimal("2")])
        #expect(detail.total?.amount.amount == (try decimal("6")))
    }

    @Test func detailsAreEqualWhenTheirLinesAreAndDifferWhenTheRatesDo() throws {
        let catalog = Catalog(
            products: [Product(id: try productID("P"), name: "Phone"), Product(id: try productID("Q"), name: "Pad")],
            sales: [
                try sale("P", "EUR", "10.00", "2024-01-01T00:00:00Z"),
                try sale("Q", "EUR", "10.00", "2024-01-01T00:00:00Z"),
            ]
        )
        let table = RateTable(rates: [try rate("EUR", "USD", "1.1")])
        let phone = try #require(catalog.detail(of: try productID("P"), rates: table))

        #expect(phone.sales == catalog.detail(of: try productID("P"), rates: table)?.sales)
        #expect(Set([phone, phone]).count == 1)
        #expect(
            phone.sales
                != catalog.detail(of: try productID("P"), rates: RateTable(rates: [try rate("EUR", "USD", "1.2")]))?
                .sales)
        #expect(phone.sales != catalog.detail(of: try productID("Q"), rates: table)?.sales)
        #expect(Array(phone.sales.reversed()) == [phone.sales[0]])
    }

    @Test func keepsUnconvertibleSalesWithoutAnAmountAndMarksTheTotalIncomplete() throws {
        let catalog = Catalog(
            products: [Product(id: try productID("P"), name: "Phone")],
            sales: [
                try sale("P", "EUR", "10", "2024-01-01T00:00:00Z"), try sale("P", "XAU", "1", "2024-01-02T00:00:00Z"),
                try sale("P", "XAG", "1", "2024-01-03T00:00:00Z"), try sale("P", "XAU", "2", "2024-01-04T00:00:00Z"),
            ]
        )
        let detail = try #require(
            catalog.detail(of: try productID("P"), rates: RateTable(rates: [try rate("EUR", "USD", "1.1")])))

        #expect(detail.salesCount == 4)
        #expect(detail.sales.map { $0.converted == nil } == [true, true, true, false])
        #expect(detail.total?.amount.amount == (try decimal("11")))
        #expect(detail.total?.isComplete == false)
        #expect(detail.total?.unconvertedCount == 3)
        #expect(detail.total?.unconvertedCurrencies.map(\.code) == ["XAG", "XAU"])
    }

    @Test func keepsUpstreamOrderForSalesAtTheSameInstant() throws {
        let when = "2024-05-05T05:05:05.005Z"
        let catalog = Catalog(
            products: [Product(id: try productID("P"), name: "Phone")],
            sales: try ["1", "2", "3", "4"].map { try sale("P", "USD", $0, when) }
        )
        let detail = try #require(catalog.detail(of: try productID("P"), rates: RateTable(rates: [])))
        #expect(detail.sales.map(\.sale.amount.amount) == [1, 2, 3, 4])
    }

    @Test func sumsUnroundedAmountsAndLeavesRoundingToDisplay() throws {
        let catalog = Catalog(
            products: [Product(id: try productID("P"), name: "Phone")],
            sales: try (0..<3).map { _ in try sale("P", "EUR", "0.01", "2024-01-01T00:00:00Z") }
        )
        let detail = try #require(
            catalog.detail(of: try productID("P"), rates: RateTable(rates: [try rate("EUR", "USD", "1.5")])))
        // Each row shows 0.02 (0.015 rounded half-even), the total 0.045 shows 0.04 — not 0.06.
        #expect(
            detail.sales.map { $0.converted.map { MoneyFormatter().string(from: $0) } }
                == Array(repeating: "USD 0.02", count: 3))
        #expect(detail.total?.amount.amount == (try decimal("0.045")))
        #expect(detail.total.map { MoneyFormatter().string(from: $0.amount) } == "USD 0.04")
    }

    @Test func totalsTheCapturedSalesOfAProductAsCoreConvertsThem() throws {
        let catalog = try makeFixtureCatalog()
        let table = RateTable(rates: try RatesMapper.map(Repository.fixture("rates.json"), statusCode: 200).elements)
        let macMini = try productID("7019D8A7-0B35-4057-B7F9-8C5471961ED0")
        let detail = try #require(catalog.detail(of: macMini, rates: table))

        let sales = try SalesMapper.map(Repository.fixture("sales.json"), statusCode: 200).elements.filter {
            $0.productID == macMini
        }
        let expected = try sales.reduce(ExactDecimal.zero) {
            $0 + $1.amount.amount * (try #require(table.rate(from: $1.amount.currency)))
        }
        #expect(detail.salesCount == sales.count)
        // Summed per currency and in another order, yet equal to the last digit: nothing is rounded.
        #expect(detail.total?.amount.amount == expected)
        #expect(
            detail.sales.map(\.converted?.amount)
                == sales.sorted { $0.date > $1.date }.map {
                    table.convert($0.amount)?.amount
                })
        #expect(detail.total?.isComplete == true)
        #expect(zip(detail.sales, detail.sales.dropFirst()).allSatisfy { $0.sale.date >= $1.sale.date })
    }

    @Test func listsTheSalesWithoutAmountsOrTotalWhenThereAreNoRates() throws {
        let catalog = Catalog(
            products: [Product(id: try productID("P"), name: "Phone")],
            sales: [
                try sale("P", "EUR", "10", "2024-01-01T00:00:00Z"), try sale("P", "USD", "4", "2024-01-02T00:00:00Z"),
            ]
        )
        let detail = try #require(catalog.detail(of: try productID("P"), rates: nil))
        #expect(detail.salesCount == 2)
        #expect(detail.sales.allSatisfy { $0.converted == nil && $0.target == nil })
        #expect(detail.total == nil)
    }

    @Test func findsNoDetailForAnUnknownProduct() throws {
        #expect(try makeFixtureCatalog().detail(of: try productID("nope"), rates: RateTable(rates: [])) == nil)
    }
}

@Suite struct StoredCatalogTests {
    @Test func listsProductsAndRevenueFromTheSumsWithoutReadingASale() throws {
        let (sut, loads) = try makeSUT()
        #expect(sut.productList == sut.original.productList)
        let rates = RateTable(rates: [try rate("AUD", "USD", "0.5")], target: .usd)
        #expect(sut.stored.revenue(rates: rates) == sut.original.revenue(rates: rates))
        #expect(loads.count == 0)
    }

    @Test func readsAProductsOwnSalesForItsDetailAndEachGroupOnceForAReport() throws {
        let (sut, loads) = try makeSUT()
        let id = try productID("A")
        #expect(sut.stored.detail(of: id, rates: nil) == sut.original.detail(of: id, rates: nil))
        #expect(sut.stored.detail(of: id, rates: nil) == sut.original.detail(of: id, rates: nil))
        #expect(loads.positions == [0], "Alpha's group alone, read once")
        let (stored, original) = (
            sut.stored.revenueReport(by: .month, rates: nil), sut.original.revenueReport(by: .month, rates: nil)
        )
        #expect(stored.rows.map(\.salesCount) == original.rows.map(\.salesCount))
        #expect(stored.months == original.months && stored.salesCount == 3)
        #expect(sut.stored == sut.original)
        #expect(loads.positions == [0, 1], "then Beta's, once, for the report")
    }

    @Test func answersNoGroupForAPositionBeyondTheProducts() throws {
        let products = [Product(id: try productID("A"), name: "Alpha"), Product(id: try productID("B"), name: "Beta")]
        let catalog = Catalog(
            products: products, sumsByProduct: [CurrencySums(), CurrencySums()],
            unknownProductSales: UnknownProductSales(count: 0, productIDs: []),
            saleGroup: { SaleList(productID: products[$0].id) })
        let sut = try #require(catalog)
        #expect(sut.sales(ofProductAt: 1)?.isEmpty == true)
        #expect(sut.sales(ofProductAt: 2) == nil)
        #expect(sut.revenueReport(by: .product, rates: nil).rows.count == 2)
    }

    @Test func refusesSumsThatAreNotOnePerProduct() throws {
        let id = try productID("A")
        let stored = Catalog(
            products: [Product(id: id, name: "Alpha")], sumsByProduct: [],
            unknownProductSales: UnknownProductSales(count: 0, productIDs: []),
            saleGroup: { _ in SaleList(productID: id) })
        #expect(stored == nil)
    }

    private struct SUT {
        let original: Catalog
        let stored: Catalog
        var productList: ProductList { stored.productList }
    }

    private func makeSUT() throws -> (SUT, LoadCounter) {
        let original = Catalog(
            products: [Product(id: try productID("A"), name: "Alpha"), Product(id: try productID("B"), name: "Beta")],
            sales: [
                try sale("A", "AUD", "10.50", "2024-01-02T00:00:00Z"),
                try sale("B", "USD", "3", "2024-02-01T00:00:00Z"),
                try sale("A", "USD", "1.25", "2024-03-01T00:00:00Z"), try sale("Z", "USD", "9", "2024-03-01T00:00:00Z"),
            ])
        let loads = LoadCounter()
        let groups = original.products.indices.compactMap { original.sales(ofProductAt: $0) }
        let catalog = Catalog(
            products: original.products, sumsByProduct: original.sumsByProduct,
            unknownProductSales: original.productList.unknownProductSales,
            saleGroup: { position in
                loads.record(position)
                return groups[position]
            })
        let stored = try #require(catalog)
        return (SUT(original: original, stored: stored), loads)
    }
}

/// The positions whose groups were read, in order.
private final class LoadCounter: Sendable {
    private let value = Mutex<[Int]>([])
    var positions: [Int] { value.withLock { $0 } }
    var count: Int { positions.count }
    func record(_ position: Int) { value.withLock { $0.append(position) } }
}
