import ArgumentParser
import SalesCore

/// `sales currencies`: what the middleware can convert, with each currency's rate to the display currency.
package struct CurrenciesCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "currencies",
        abstract: "List the currencies the middleware can convert, with their rate to the display currency.")

    @OptionGroup package var options: GlobalOptions
    @OptionGroup package var refresh: RefreshOption
    @OptionGroup package var currency: CurrencyOption
    @OptionGroup package var output: OutputOptions

    package init() {}

    package func run() async throws {
        try await run(in: .live(options, currency: currency))
    }

    package func run(in environment: ClientEnvironment) async throws {
        let (table, asOf, offline) = try await CommandLoading.rates(in: environment, refresh: refresh.refresh)
        let out = CommandOutput(output, console: environment.console, environment: environment.processEnvironment)
        try out.deliver(
            { CurrenciesListing.make(table) },
            json: { CurrenciesListing.json(table, asOf: asOf, offline: offline) })
    }
}
