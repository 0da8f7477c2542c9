import Foundation
import SalesCore

/// The quote as JSON in the data directory (`quote.json`, 0600 in a 0700 folder), written
/// atomically under a lock (`quote.lock`). A file that cannot be read is moved aside
/// (`quote.json.corrupt-<time>`, `-2`, `-3`… when that name is taken) with a notice and a fresh
/// quote begins: never silently wiped, and no backup replaces another.
///
/// Layout: `{"version": 1, "lines": [{"product_id", "name", "unit_price" (decimal text),
/// "currency", "quantity"}]}`.
package struct FileQuoteStore: QuoteStore {
    private let files: PrivateFiles

    /// `notify` receives one line for each repair (a corrupt file moved aside, permissions).
    package init(
        directory: URL, now: @escaping @Sendable () -> Date = Date.init,
        notify: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        files = PrivateFiles(directory: directory, notify: notify, now: now)
    }

    package var file: URL { files.file("quote.json") }

    package func load() throws(ClientError) -> Quote {
        try update { quote in quote }
    }

    package func update<Value>(_ change: (inout Quote) throws(ClientError) -> Value) throws(ClientError) -> Value {
        do {
            return try files.withLock("quote.lock") { () throws(PrivateFiles.Failure) -> Result<Value, ClientError> in
                files.tighten(file)
                var quote = try current()
                let before = quote
                let result = Result { () throws(ClientError) in try change(&quote) }
                if case .success = result, quote != before {
                    try files.write(Array(QuoteFile.encode(quote)), to: file)
                }
                return result
            }.get()
        } catch {
            throw ClientError(storage: error, doing: "cannot keep the quote")
        }
    }

    /// The saved quote; a file that cannot be read is moved aside, and the quote starts empty.
    private func current() throws(PrivateFiles.Failure) -> Quote {
        guard let bytes = try files.read(file) else { return Quote() }
        switch QuoteFile.decode(Data(bytes)) {
        case .success(let quote):
            return quote
        case .failure(let problem):
            let suffix = try files.moveAside([file], label: "corrupt")
            files.notify(
                "the quote file could not be read (\(problem.reason)): moved it aside to \(file.path)\(suffix); "
                    + "starting a new quote")
            return Quote()
        }
    }
}

/// The quote file's JSON, private to the store.
private enum QuoteFile {
    struct Problem: Error {
        let reason: String
    }

    private struct Document: Codable {
        var version: Int
        var lines: [Line]
    }

    private struct Line: Codable {
        var productID: String
        var name: String
        var unitPrice: String
        var currency: String
        var quantity: Int

        enum CodingKeys: String, CodingKey {
            case productID = "product_id"
            case name
            case unitPrice = "unit_price"
            case currency, quantity
        }
    }

    static func encode(_ quote: Quote) -> Data {
        let document = Document(
            version: 1,
            lines: quote.lines.map {
                Line(
                    productID: $0.product.id.rawValue, name: $0.product.name,
                    unitPrice: $0.unitPrice.amount.description,
                    currency: $0.unitPrice.currency.code, quantity: $0.quantity)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(document)) ?? Data(#"{"lines":[],"version":1}"#.utf8)
    }

    static func decode(_ data: Data) -> Result<Quote, Problem> {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            return .failure(Problem(reason: "not a quote file"))
        }
        guard document.version == 1 else { return .failure(Problem(reason: "version \(document.version) is unknown")) }
        var quote = Quote()
        for (index, line) in document.lines.enumerated() {
            guard let id = Product.ID(line.productID), let currency = CurrencyCode(line.currency),
                let price = ExactDecimal(line.unitPrice)
            else { return .failure(Problem(reason: "line \(index + 1) is damaged")) }
            do {
                try quote.add(
                    Product(id: id, name: line.name), unitPrice: Money(amount: price, currency: currency),
                    quantity: line.quantity)
            } catch {
                return .failure(Problem(reason: "line \(index + 1): \(error)"))
            }
        }
        return .success(quote)
    }
}
