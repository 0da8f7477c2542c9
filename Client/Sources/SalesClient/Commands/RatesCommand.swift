import ArgumentParser

/// `sales rates`: the middleware's direct rates to USD.
public struct RatesCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "rates", abstract: "Show the direct rates to USD from the middleware.")

    @OptionGroup public var options: GlobalOptions

    @Flag(help: "Print JSON: [{\"from\", \"to\", \"rate\"}].")
    public var json = false

    public init() {}

    public func run() async throws {
        try await run(in: .live(options))
    }

    public func run(in environment: ClientEnvironment) async throws {
        let console = environment.console
        let table = try await Spinner.run("Loading rates…", console: console) { () async throws(ClientError) in
            try await environment.session.rates()
        }
        console.print(json ? JSONOutput.rates(table) : HumanOutput(style: console.style).rates(table))
    }
}
