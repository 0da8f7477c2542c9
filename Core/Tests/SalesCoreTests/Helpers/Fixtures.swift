import Foundation
import SalesCore
import TestKit

/// The captured upstream samples in the repository's `fixtures/` folder (copied from the team's
/// shared fixtures, so a clean clone has them).
enum Fixtures {
    static let directory = Repository.fixtures

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }
}

/// The captured products and sales as one catalog.
func makeFixtureCatalog() throws -> Catalog {
    Catalog(
        products: try ProductsMapper.map(Fixtures.data("products.json"), statusCode: 200).elements,
        sales: try SalesMapper.map(Fixtures.data("sales.json"), statusCode: 200).elements
    )
}

/// The captured rates, solved to USD.
func makeFixtureRates() throws -> RateTable {
    RateTable(rates: try RatesMapper.map(Fixtures.data("rates.json"), statusCode: 200).elements)
}

extension String {
    var utf8Data: Data { Data(utf8) }
}
