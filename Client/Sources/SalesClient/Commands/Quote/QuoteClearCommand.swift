import ArgumentParser
import SalesCore

/// `sales quote clear`.
package struct QuoteClearCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(commandName: "clear", abstract: "Empty the quote.")

    @OptionGroup package var options: GlobalOptions

    package init() {}

    package func run() async throws {
        try await run(in: .live(options))
    }

    package func run(in environment: ClientEnvironment) async throws {
        let count = try environment.quotes.update { (quote: inout Quote) throws(ClientError) -> Int in
            defer { quote.clear() }
            return quote.lines.count
        }
        environment.console.warn(
            count == 0
                ? "The quote was empty." : "Cleared the quote (\(CountText.of(count, "product", "products"))).")
    }
}
