import ArgumentParser
import SalesCore

/// `sales quote show [--currency CODE]`: the quote priced in the display currency.
package struct QuoteShowCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show the quote priced in the display currency, with its exact total.",
        discussion: """
            When the rates middleware is unreachable, the lines are shown at their own prices and the command \
            exits 4.
            """)

    @OptionGroup package var options: GlobalOptions
    @OptionGroup package var refresh: RefreshOption
    @OptionGroup package var currency: CurrencyOption
    @OptionGroup package var output: OutputOptions

    package init() {}

    package func run() async throws {
        try await run(in: .live(options, currency: currency))
    }

    package func run(in environment: ClientEnvironment) async throws {
        let console = environment.console
        let quote = try environment.quotes.load()
        if quote.lines.isEmpty, output.resolved == .table, output.file == nil {
            try console.print("The quote is empty: add products with `sales quote add PRODUCT --price AMOUNT`.")
            return
        }
        let rates = await capture { () async throws(ClientError) in
            try await CommandLoading.rates(in: environment, refresh: refresh.refresh).table
        }
        if case .failure(let error) = rates, case .unknownCurrency = error { throw error }
        // Without rates: nothing converts, so the lines keep their own prices and the total is empty.
        let priced = quote.priced((try? rates.get()) ?? RateTable(rates: [], target: environment.currency))
        let out = CommandOutput(output, console: console, environment: environment.processEnvironment)
        try out.deliver(
            { QuoteListing.make(priced, currency: environment.currency, converted: rates.isSuccess) },
            json: { JSONOutput.quote(priced, currency: environment.currency, converted: rates.isSuccess) })
        try Warnings.missingRates(rates, in: environment, shown: "prices shown in their own currencies")
    }
}

extension Result {
    var isSuccess: Bool {
        if case .success = self { true } else { false }
    }
}
