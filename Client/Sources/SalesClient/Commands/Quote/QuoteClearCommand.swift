import ArgumentParser
import SalesCore

/// `sales quote clear`.
public struct QuoteClearCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "clear", abstract: "Empty the quote.")

    @OptionGroup public var options: GlobalOptions

    public init() {}

    public func run() async throws {
        try await run(in: .live(options))
    }

    public func run(in environment: ClientEnvironment) async throws {
        let count = try environment.quotes.update { (quote: inout Quote) throws(ClientError) -> Int in
            defer { quote.clear() }
            return quote.lines.count
        }
        environment.console.warn(
            count == 0
                ? "The quote was empty." : "Cleared the quote (\(CountText.of(count, "product", "products"))).")
    }
}
