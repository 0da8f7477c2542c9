import ArgumentParser

/// `sales products`: every product in reading order with its number of sales.
public struct ProductsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "products",
        abstract: "List every product, ordered by name, with its number of sales."
    )

    @OptionGroup public var options: GlobalOptions

    @Flag(help: "Print JSON: [{\"id\", \"name\", \"sales_count\"}].")
    public var json = false

    public init() {}

    public func run() async throws {
        try await run(in: .live(options))
    }

    public func run(in environment: ClientEnvironment) async throws {
        let console = environment.console
        let snapshot = try await Spinner.run("Loading products and sales…", console: console) {
            () async throws(ClientError) in
            try await environment.session.catalog()
        }
        Warnings.report(snapshot, to: console)
        let list = snapshot.catalog.productList
        console.print(json ? JSONOutput.products(list) : HumanOutput(style: console.style).products(list))
    }
}
