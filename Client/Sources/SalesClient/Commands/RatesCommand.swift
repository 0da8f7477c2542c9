import ArgumentParser

/// `sales rates`: the middleware's direct rates to the display currency.
package struct RatesCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "rates", abstract: "Show the direct rates to the display currency (USD unless --currency).")

    @OptionGroup package var options: GlobalOptions
    @OptionGroup package var currency: CurrencyOption
    @OptionGroup package var output: OutputOptions

    package init() {}

    package func run() async throws {
        try await run(in: .live(options, currency: currency))
    }

    package func run(in environment: ClientEnvironment) async throws {
        let table = try await CommandLoading.rates(in: environment).table
        try CommandOutput(output, console: environment.console, environment: environment.processEnvironment).deliver(
            { RatesListing.make(table) }, json: { JSONOutput.rates(table) })
    }
}
