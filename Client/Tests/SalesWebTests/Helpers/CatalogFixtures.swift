import Foundation
import SalesClient
import SalesCore
import Testing

/// The web suites' catalogs: products and sales written as text, all sold on 20 Jul 2024 15:45 UTC,
/// loaded from the network with EUR→USD 1.18 (the rates of the server's currency, USD).
enum CatalogFixtures {
    static let soldAt = Date(timeIntervalSince1970: 1_721_490_327)

    /// `products`: (id, name); `sales`: (product id, currency, amount).
    static func load(products: [(String, String)], sales: [(String, String, String)]) throws -> CatalogLoad {
        let catalog = Catalog(
            products: try products.map { Product(id: try id($0.0), name: $0.1) },
            sales: try sales.map { try sale($0.0, $0.1, $0.2) })
        let eur = try ConversionRate(
            from: "EUR", to: .usd, rate: try #require(ExactDecimal("1.18")))
        return CatalogLoad(
            snapshot: CatalogSnapshot(catalog: catalog), rates: .success(RateTable(rates: [eur])), source: .network,
            asOf: soldAt)
    }

    /// `sales`: (product id, currency, amount, ISO 8601 date), each sold when it says.
    static func load(products: [(String, String)], dated sales: [(String, String, String, String)]) throws
        -> CatalogLoad
    {
        let catalog = Catalog(
            products: try products.map { Product(id: try id($0.0), name: $0.1) },
            sales: try sales.map { product, currency, amount, date in
                Sale(
                    productID: try id(product),
                    amount: Money(
                        amount: try #require(ExactDecimal(amount)), currency: try #require(CurrencyCode(currency))),
                    date: try #require(ISO8601DateFormatter().date(from: date)))
            })
        let eur = try ConversionRate(from: "EUR", to: .usd, rate: try #require(ExactDecimal("1.18")))
        return CatalogLoad(
            snapshot: CatalogSnapshot(catalog: catalog), rates: .success(RateTable(rates: [eur])), source: .network,
            asOf: soldAt)
    }

    static func id(_ text: String) throws -> Product.ID { try #require(Product.ID(text)) }

    private static func sale(_ product: String, _ currency: String, _ amount: String) throws -> Sale {
        Sale(
            productID: try id(product),
            amount: Money(amount: try #require(ExactDecimal(amount)), currency: try #require(CurrencyCode(currency))),
            date: soldAt)
    }
}
