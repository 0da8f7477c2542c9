import ArgumentParser
import SalesCore
import SalesSupport

/// `sales quote remove PRODUCT [--quantity N]`.
package struct QuoteRemoveCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Take a product out of the quote (all of it, or --quantity of it).")

    @OptionGroup package var options: GlobalOptions

    @Argument(help: "A product in the quote: its id or name.")
    package var product: String

    @Option(help: "How many to take out (default: all).")
    package var quantity: Int?

    package init() {}

    package func validate() throws {
        if let quantity, quantity < 1 { throw ValidationError("--quantity must be 1 or more, not \(quantity)") }
    }

    package func run() async throws {
        try await run(in: .live(options))
    }

    package func run(in environment: ClientEnvironment) async throws {
        let left = try environment.quotes.update { (quote: inout Quote) throws(ClientError) -> (String, Int) in
            let found = try ProductFinder.product(product, in: quote.lines.map(\.product))
            do throws(Quote.Refusal) {
                try quote.remove(found.id, quantity: quantity)
            } catch {
                throw .usage(error.description)
            }
            return (found.name, quote.lines.first { $0.product.id == found.id }?.quantity ?? 0)
        }
        environment.console.warn(
            left.1 == 0 ? "Removed \(left.0.terminalSafe)." : "\(left.1) × \(left.0.terminalSafe) left in the quote.")
    }
}
