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
        let table = try await environment.loadRates()
        try output.deliver(
            {
                var listing = Listing([
                    .init("CURRENCY", field: "from"), .init("TO", field: "to", inTable: false),
                    .init("RATE TO \(table.target)", field: "rate", .right),
                ])
                for rate in table.directRates {
                    listing.append([
                        .plain(rate.from.code), .plain(rate.to.code),
                        // Ten significant digits are plenty to read, at any magnitude; exports have every digit.
                        Listing.Cell(
                            human: rate.rate.rounded(significantDigits: 10).normalized.description,
                            machine: rate.rate.description),
                    ])
                }
                return listing
            }, json: { JSONOutput.rates(table) }, to: console)
    }
}
