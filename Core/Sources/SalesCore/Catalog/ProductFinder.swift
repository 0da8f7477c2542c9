import Foundation

/// Finds the product a person means by an id or a name. At each step an exact match wins, and a
/// looser one is taken only when it is the only one: the id as written (byte for byte), then the id in any ASCII
/// case, then the name as written, then the name ignoring case and accents, then the only name
/// that contains the text. Several matches at a step are refused with each one's id, so the person
/// can pick one.
public enum ProductFinder {
    /// Why no one product was found.
    public enum Refusal: Error, Equatable, Sendable {
        /// The query is empty or blank.
        case emptyQuery
        case notFound(String)
        /// Several match at the same step: each as `name (id …)`, at most six then `…`.
        case ambiguous(String, matches: [String])
    }

    public static func find(_ query: String, in products: [Product]) throws(Refusal) -> Product {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .emptyQuery }
        if let product = products.first(where: { $0.id.matches(trimmed) }) { return product }
        let lowercased = trimmed.lowercasedASCII
        if let product = try only(
            products.filter { $0.id.rawValue.lowercasedASCII.utf8.elementsEqual(lowercased.utf8) }, trimmed)
        {
            return product
        }
        let named = products.filter { $0.name == trimmed }
        if named.count == 1 { return named[0] }
        let folded = fold(trimmed)
        let candidates = [
            { products.filter { fold($0.name) == folded } },
            { products.filter { fold($0.name).contains(folded) } },
        ]
        for candidates in candidates {
            if let product = try only(candidates(), trimmed) { return product }
        }
        throw .notFound(trimmed)
    }

    /// The one product in `matches`; `nil` for none; several are ambiguous.
    private static func only(_ matches: [Product], _ query: String) throws(Refusal) -> Product? {
        guard matches.count > 1 else { return matches.first }
        let names = matches.sorted { NaturalOrder($0.name) < NaturalOrder($1.name) }.map { "\($0.name) (id \($0.id))" }
        throw .ambiguous(query, matches: Array(names.prefix(6)) + (names.count > 6 ? ["…"] : []))
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}

extension String {
    /// ASCII letters in lower case, every other character as it is (ids are ASCII; no Unicode
    /// case mapping turns `ſ` into `s` here).
    fileprivate var lowercasedASCII: String {
        String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
