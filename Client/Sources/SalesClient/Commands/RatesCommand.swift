import ArgumentParser

/// `sales rates`: the middleware's direct rates to the display currency.
public struct RatesCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "rates", abstract: "Show the direct rates to the display currency (USD unless --currency).")

    @OptionGroup public var options: GlobalOptions
    @OptionGroup public var currency: CurrencyOption
    @OptionGroup public var output: OutputOptions

    public init() {}

    public func run() async throws {
        try await run(in: .live(options, currency: currency))
    }

    public func run(in environment: ClientEnvironment) async throws {
        let console = environment.console
        let table = try await Loading.rates(in: environment)
        try output.deliver({ RatesListing.make(table) }, json: { JSONOutput.rates(table) }, to: console)
    }
}
