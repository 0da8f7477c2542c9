import Foundation

/// Reads `GET /products`: `[{"id": "<UUID>", "name": "Mac mini"}]`.
///
/// An element without a non-blank string `id` and a string `name`, or repeating an earlier
/// element's `id`, is skipped and reported; the first occurrence of an id wins.
public enum ProductsMapper {
    public static func map(_ data: Data, statusCode: Int) throws(MappingError) -> MappedList<Product> {
        var seen = Set<Product.ID>()
        return try UpstreamList.map(data, statusCode: statusCode, as: ProductDTO.self) { dto throws(SkipReason) in
            let product = Product(id: try dto.id.parsed("id", Product.ID.init), name: try dto.name.required("name"))
            guard seen.insert(product.id).inserted else { throw .duplicateProductID(product.id) }
            return product
        }
    }
}

private struct ProductDTO: UpstreamElement {
    let id: JSONField<String>
    let name: JSONField<String>

    private enum CodingKeys: String, CodingKey {
        case id, name
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.field(String.self, .id)
        name = container.field(String.self, .name)
    }

    var summary: String { "id=\(id) name=\(name)" }
}
