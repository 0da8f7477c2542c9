import Foundation
import SalesClient
import SalesCore
import TestKit

/// The fixtures' catalog and rates, with one product ("Mac mini") given `busySales` sales: the
/// fixture sales cycled (their currencies and amounts) one minute apart, newest last.
enum AppWorkload {
    static func loaded(busySales: Int, fixtures: URL) throws -> CatalogLoad {
        let products = try ProductsMapper.map(
            Data(contentsOf: fixtures.appending(path: "products.json")), statusCode: 200)
        let sales = try SalesMapper.map(Data(contentsOf: fixtures.appending(path: "sales.json")), statusCode: 200)
        let rates = try RatesMapper.map(Data(contentsOf: fixtures.appending(path: "rates.json")), statusCode: 200)
        guard let busy = products.elements.first(where: { $0.name == "Mac mini" }) else {
            throw WorkloadError("the fixtures have no Mac mini")
        }
        let start = Date(timeIntervalSince1970: 1_640_995_200)  // 2022-01-01, so the chart spans years
        let others = sales.elements.filter { $0.productID != busy.id }
        let many = (0..<busySales).map { index in
            let model = sales.elements[index % sales.elements.count]
            return Sale(productID: busy.id, amount: model.amount, date: start + Double(index) * 60)
        }
        return CatalogLoad(
            snapshot: CatalogSnapshot(
                catalog: Catalog(products: products.elements, sales: others + many)),
            rates: .success(RateTable(rates: rates.elements)), source: .network, asOf: Date())
    }

    /// The repository's `fixtures/`, found from this file.
    static var fixtures: URL { Repository.fixtures }
}

struct WorkloadError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
