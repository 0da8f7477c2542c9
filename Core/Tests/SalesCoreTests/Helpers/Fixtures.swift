import Foundation
import SalesCore
import TestKit

/// The captured products and sales as one catalog.
func makeFixtureCatalog() throws -> Catalog {
    Catalog(
        products: try ProductsMapper.map(Repository.fixture("products.json"), statusCode: 200).elements,
        sales: try SalesMapper.map(Repository.fixture("sales.json"), statusCode: 200).elements
    )
}

/// The captured rates, solved to USD.
func makeFixtureRates() throws -> RateTable {
    RateTable(rates: try RatesMapper.map(Repository.fixture("rates.json"), statusCode: 200).elements)
}

extension String {
    var utf8Data: Data { Data(utf8) }
}
