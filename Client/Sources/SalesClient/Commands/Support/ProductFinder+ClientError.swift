import SalesCore

extension ProductFinder {
    /// ``find(_:in:)``, refusing as the client does: a blank query is a usage error (exit 2), no
    /// match or several exit 1 with the matches named.
    static func product(_ query: String, in products: [Product]) throws(ClientError) -> Product {
        do {
            return try find(query, in: products)
        } catch {
            switch error {
            case .emptyQuery: throw .usage("say which product: an id or a name")
            case .notFound(let query): throw .productNotFound(query)
            case .ambiguous(let query, let matches): throw .ambiguousProduct(query, matches: matches)
            }
        }
    }
}
