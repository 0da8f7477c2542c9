import Foundation
import SalesJSON

/// Reads `GET /products`: `[{"id": "<UUID>", "name": "Mac mini"}]`.
///
/// An element without a non-blank string `id` and a string `name`, or repeating an earlier
/// element's `id`, is skipped and reported; the first occurrence of an id wins.
public enum ProductsMapper {
    public static func map(_ data: Data, statusCode: Int) throws(MappingError) -> MappedList<Product> {
        var seen = Set<Product.ID>()
        return try UpstreamList.map(data, statusCode: statusCode, as: ProductDTO.self) { dto throws(SkipReason) in
            let id = try dto.id.parsed("id") { Product.ID(String(decoding: $0, as: UTF8.self)) }
            let product = Product(id: id, name: try dto.name.string("name"))
            guard seen.insert(product.id).inserted else { throw .duplicateProductID(product.id) }
            return product
        }
    }
}

private struct ProductDTO: UpstreamElement {
    var id: JSONScalar?
    var name: JSONScalar?

    static let fieldNames = ["id", "name"]

    mutating func read(_ key: JSONStringToken, _ value: JSONScalar) -> Int? {
        if key == "id" {
            id = value
            return 0
        }
        if key == "name" {
            name = value
            return 1
        }
        return nil
    }

    var summary: String { "id=\(id.summary) name=\(name.summary)" }
}
