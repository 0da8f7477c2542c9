import Foundation
import SalesClient
import SalesCore

/// The captured products, sales and rates as the app receives them after a load.
func loadedFixtures(
    rates ratesError: ClientError? = nil, at loadedAt: Date = Date(timeIntervalSince1970: 1_721_490_327)
)
    throws -> CatalogLoad
{
    let products = try ProductsMapper.map(Data(try fixture("products.json").utf8), statusCode: 200).elements
    let sales = try SalesMapper.map(Data(try fixture("sales.json").utf8), statusCode: 200).elements
    let rates = try RatesMapper.map(Data(try fixture("rates.json").utf8), statusCode: 200).elements
    return CatalogLoad(
        snapshot: CatalogSnapshot(catalog: Catalog(products: products, sales: sales)),
        rates: ratesError.map { .failure($0) } ?? .success(RateTable(rates: rates)), source: .network, asOf: loadedAt)
}

extension AppState {
    /// Sends each key in turn; the effects of the last one.
    @discardableResult
    mutating func press(_ keys: Key...) -> [AppEffect] {
        var effects: [AppEffect] = []
        for key in keys { effects = handle(.key(key)) }
        return effects
    }

    /// Types `text` one character at a time.
    mutating func type(_ text: String) {
        for character in text { _ = handle(.key(.character(character))) }
    }
}
