import ArgumentParser
import SalesCore

/// `sales products`: every product with its number of sales and its revenue in the display currency.
package struct ProductsCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "products",
        abstract: "List every product with its number of sales and its revenue, and the grand total.",
        discussion: """
            Ordered by name unless --sort says otherwise. When the rates middleware is unreachable, the \
            products are still listed without revenue and the command exits 4.
            """
    )

    @OptionGroup package var options: GlobalOptions
    @OptionGroup package var refresh: RefreshOption
    @OptionGroup package var currency: CurrencyOption
    @OptionGroup package var output: OutputOptions

    @Option(help: "name, sales or revenue (most first).")
    package var sort = ProductSort.name

    package init() {}

    package func run() async throws {
        try await run(in: .live(options, currency: currency))
    }

    package func run(in environment: ClientEnvironment) async throws {
        // The list and its revenue come from each product's sums: a local copy's sales stay unread.
        try await CommandLoading.showingCatalogWithRates(in: environment, refresh: refresh.refresh, needs: .sums) {
            try show($0, in: environment)
        }
    }

    private func show(_ loaded: CatalogLoad, in environment: ClientEnvironment) throws {
        let console = environment.console
        let (snapshot, rates) = (loaded.snapshot, loaded.rates)
        let all = ProductRow.rows(of: snapshot.catalog, rates: try? rates.get())
        let rows = sort.order(Array(all.indices), of: all).map { all[$0] }
        let out = CommandOutput(output, console: console)
        try out.deliver(
            {
                ProductListing.make(
                    rows, list: snapshot.catalog.productList, currency: environment.currency)
            },
            json: {
                JSONOutput.products(
                    rows, currency: environment.currency, asOf: loaded.asOf, offline: loaded.source.isOffline)
            })
        try Warnings.missingRates(rates, in: environment, shown: "products listed without revenue")
    }
}
