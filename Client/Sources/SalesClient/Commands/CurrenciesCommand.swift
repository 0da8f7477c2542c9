import ArgumentParser
import SalesCore
import SalesJSON

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
        let console = environment.console
        let (table, asOf, offline) = try await Loading.rates(in: environment, refresh: refresh.refresh)
        let target = table.target
        // The display currency itself, at 1, among the others: every code the user may name.
        let rows = (table.directRates.map { ($0.from, $0.rate) } + [(target, ExactDecimal(1))]).sorted { $0.0 < $1.0 }
        try output.deliver(
            {
                var listing = Listing([
                    .init("CURRENCY", field: "code"), .init("RATE TO \(target)", field: "rate", .right),
                    .init("TO", field: "to", inTable: false),
                ])
                for (code, rate) in rows { listing.append([.plain(code.code), .rate(rate), .plain(target.code)]) }
                listing.footer.append(
                    output.style(for: console).dim(CountText.of(rows.count, "currency", "currencies")))
                return listing
            },
            json: {
                var json = JSONWriter.readable()
                json.array(rows) { json, row in
                    json.object { json in
                        json.member("code", row.0.code)
                        json.member("rate", row.1)
                        json.member("to", target.code)
                        if let asOf { json.member("as_of", Timestamp.string(from: asOf)) }
                        json.member("offline", offline)
                    }
                }
                return json.text
            }, to: console)
    }
}
