import Foundation
import SalesCore

/// Finds the product a person means by an id or a name: the exact id (any case), then the exact
/// name (ignoring case and accents), then the only name that contains the text.
public enum ProductFinder {
    public static func find(_ query: String, in products: [Product]) throws(ClientError) -> Product {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .usage("say which product: an id or a name") }
        if let product = products.first(where: { $0.id.rawValue.caseInsensitiveCompare(trimmed) == .orderedSame }) {
            return product
        }
        let folded = fold(trimmed)
        let exact = products.filter { fold($0.name) == folded }
        if exact.count == 1, let product = exact.first { return product }
        let partial = exact.isEmpty ? products.filter { fold($0.name).contains(folded) } : exact
        switch partial.count {
        case 0: throw .productNotFound(trimmed)
        case 1: return partial[0]
        default:
            // Names that repeat carry their id, so the person can pick one by id.
            let repeated = Dictionary(grouping: partial, by: \.name).filter { $0.value.count > 1 }
            let names = partial.sorted { NaturalOrder($0.name) < NaturalOrder($1.name) }.map { product in
                repeated[product.name] == nil ? product.name : "\(product.name) (id \(product.id))"
            }
            throw .ambiguousProduct(trimmed, matches: Array(names.prefix(6)) + (names.count > 6 ? ["…"] : []))
        }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
