import Foundation
import SalesCore

/// `GET /products` bodies, as a success and as an error answer.
enum ProductsMapperTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let data = Data(bytes)
        if let list = try? ProductsMapper.map(data, statusCode: 200) {
            let catalog = Catalog(products: list.elements, sales: [])
            _ = catalog.productList
            for skipped in list.skipped { _ = skipped.description }
        }
        _ = try? ProductsMapper.map(data, statusCode: 401)
    }
}
