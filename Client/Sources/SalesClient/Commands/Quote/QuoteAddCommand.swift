import ArgumentParser
import SalesCore
import SalesSupport

/// `sales quote add PRODUCT --price AMOUNT [--currency CODE] [--quantity N]`.
package struct QuoteAddCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a product to the quote at a unit price (again: the quantities add up, at the new price).")

    @OptionGroup package var options: GlobalOptions

    @Argument(help: "A product id or name, e.g. \"Mac mini\".")
    package var product: String

    @Option(help: "The unit price, a positive decimal, e.g. 599.00.")
    package var price: String

    @Option(help: "The price's currency (default USD).")
    package var currency = "USD"

    @Option(help: "How many (default 1).")
    package var quantity = 1

    package init() {}

    package func validate() throws {
        guard !product.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("say which product: an id or a name")
        }
        _ = try unitPrice()
        guard (1...Quote.maximumQuantity).contains(quantity) else {
            throw ValidationError("--quantity must be from 1 to \(Quote.maximumQuantity), not \(quantity)")
        }
    }

    package func run() async throws {
        try await run(in: .live(options))
    }

    package func run(in environment: ClientEnvironment) async throws {
        let price = try unitPrice()
        let products = try await Spinner.run("Loading products…", console: environment.console) {
            () async throws(ClientError) in try await environment.session.products()
        }
        let found = try ProductFinder.product(product, in: products)
        let line = try environment.quotes.update { (quote: inout Quote) throws(ClientError) -> Quote.Line? in
            do throws(Quote.Refusal) {
                try quote.add(found, unitPrice: price, quantity: quantity)
            } catch {
                throw .usage(error.description)
            }
            return quote.lines.first { $0.product.id == found.id }
        }
        let count = line?.quantity ?? quantity
        environment.console.warn(
            "Added \(quantity) × \(found.name.terminalSafe) at \(MoneyFormatter().string(from: price, precision: .exact))"
                + " (\(count) in the quote).")
    }

    private func unitPrice() throws(ValidationError) -> Money {
        let code = try CurrencyArgument.parse(currency, name: "--currency")
        guard let amount = ExactDecimal(price.trimmingCharacters(in: .whitespaces)), amount > .zero else {
            throw ValidationError("--price must be a positive decimal such as 599.00, not '\(price.prefix(32))'")
        }
        return Money(amount: amount, currency: code)
    }
}
