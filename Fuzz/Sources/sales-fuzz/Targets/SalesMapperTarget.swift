import Foundation
import SalesCore

/// `GET /sales` bodies: exact amounts, timestamps, product ids; then a catalog of them.
enum SalesMapperTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard let list = try? SalesMapper.map(Data(bytes), statusCode: 200) else { return }
        for skipped in list.skipped { _ = skipped.description }
        _ = Catalog(products: [], sales: list.elements).productList
    }
}
