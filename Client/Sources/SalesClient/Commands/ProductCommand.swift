import ArgumentParser
import SalesCore

/// `sales product <id-or-name>`: one product's sales, newest first, converted to USD.
public struct ProductCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "product",
        abstract: "Show one product: its sales newest first, each converted to USD, and their total.",
        discussion: """
            The product is found by id, by exact name, or by the only name containing the text (any case). \
            When the rates middleware is unreachable, the sales are still shown without USD amounts and the \
            command exits 4.
            """
    )

    @OptionGroup public var options: GlobalOptions

    @Argument(help: "A product id or name, e.g. \"Mac mini\".")
    public var product: String

    @Flag(
        help: "Print JSON: {\"id\", \"name\", \"sales_count\", \"total_usd\", \"total_is_complete\", \"sales\": [...]}."
    )
    public var json = false

    public init() {}

    public func validate() throws {
        guard !product.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("say which product: an id or a name")
        }
    }

    public func run() async throws {
        try await run(in: .live(options))
    }

    public func run(in environment: ClientEnvironment) async throws {
        let console = environment.console
        let (snapshot, rates) = try await Spinner.run("Loading sales and rates…", console: console) {
            () async throws(ClientError) in try await environment.session.catalogWithRates()
        }
        Warnings.report(snapshot, to: console)
        let found = try ProductFinder.find(product, in: snapshot.catalog.products)
        let table = try? rates.get()
        let detail = snapshot.catalog.detail(of: found, rates: table)
        console.print(json ? JSONOutput.product(detail) : HumanOutput(style: console.style).product(detail))
        if case .failure(let error) = rates {
            console.warn(console.style.yellow("warning: \(error) — sales shown without USD amounts"))
            throw ExitCode(error.exitCode)
        }
    }
}
