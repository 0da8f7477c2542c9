import Foundation
import SalesClient
import SalesCore
import Testing

/// Alpha: 1,200 sales, EUR 15.00 revenue; beta: none, no revenue.
func makeRows() throws -> [ProductRow] {
    [
        ProductRow(
            product: Product(id: try #require(Product.ID("A")), name: "Alpha"), salesCount: 1200,
            revenue: ConvertedTotal(
                amount: Money(amount: try decimal("15.004"), currency: try code("EUR")), unconvertedCount: 0,
                unconvertedCurrencies: [])),
        ProductRow(product: Product(id: try #require(Product.ID("B")), name: "beta"), salesCount: 0, revenue: nil),
    ]
}

/// Phone "X": EUR 10.5 (2024-07-20) and XAU 3 (2024-07-19, no rate); EUR→USD 1.18.
func makeDetail() throws -> (ProductDetail, Catalog) {
    let id = try #require(Product.ID("P"))
    let catalog = Catalog(
        products: [Product(id: id, name: "Phone \"X\"")],
        sales: [
            try sale("P", "EUR", "10.5", "2024-07-20T15:45:27.366Z"), try sale("P", "XAU", "3", "2024-07-19T00:00:00Z"),
        ]
    )
    let table = RateTable(rates: [try rate("EUR", "USD", "1.18")])
    return (try #require(catalog.detail(of: id, rates: table)), catalog)
}
