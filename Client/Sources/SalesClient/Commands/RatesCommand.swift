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
        let console = environment.console
        let table = try await Loading.rates(in: environment).table
        try output.deliver({ RatesListing.make(table) }, json: { JSONOutput.rates(table) }, to: console)
    }
}
