import ArgumentParser
import FakeUpstream
import Foundation
import Logging
import SalesConfiguration
import SalesOutput
import SalesVersion

/// `fake-upstream`: a stand-in for the sales API, for end-to-end tests, demos and benchmarks.
@main
struct FakeUpstreamCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fake-upstream",
        abstract: "Serve the sales API (login, products, sales, rates) from captured or generated data.",
        discussion: """
            The first line on stdout is `listening on HOST:PORT`; logs go to stderr. SIGTERM or SIGINT \
            stop the server after in-flight requests. Control it while it runs under /_admin \
            (stats, reset, faults, data, tokens/expire).

            Environment: FAKE_UPSTREAM_HOST, FAKE_UPSTREAM_PORT, FAKE_UPSTREAM_FIXTURES, \
            FAKE_UPSTREAM_TOKEN_LIFETIME (seconds), LOG_LEVEL. Flags win over the environment.
            """,
        version: SaleAssistant.version
    )

    @Option(help: "Address to listen on (default 127.0.0.1).")
    var host: String?

    @Option(help: "Port to listen on; 0 picks a free one (default 8081).")
    var port: Int?

    @Option(
        name: .customLong("user"),
        help: """
            Accepted credentials as NAME:PASSWORD, or NAME:PASSWORD:SEED for a user with products and sales of \
            their own, generated from SEED (repeatable; default tester:password).
            """)
    var users: [String] = []

    @Option(
        name: .customLong("users"),
        help: "A file of users, one NAME:PASSWORD[:SEED] a line (blank lines and # comments skipped), beside --user.")
    var usersFile: String?

    @Option(help: "Token lifetime in seconds (default 120).")
    var tokenLifetime: String?

    @Flag(help: "Renew a token's lifetime on every authenticated request.")
    var slidingTokens = false

    @Option(help: "Folder with products.json, sales.json and rates.json (default: the repository's fixtures/).")
    var fixtures: String?

    @Option(help: "Generate data instead of serving fixtures: number of products.")
    var products: Int?

    @Option(help: "Generated data: number of sales.")
    var sales: Int?

    @Option(help: "Generated data: currencies reaching USD, USD included.")
    var currencies: Int?

    @Option(help: "Generated data: longest chain of rates to USD.")
    var maxSteps: Int?

    @Option(help: "Generated data: extra currencies with sales but no path to USD (0 or at least 2).")
    var unreachable: Int?

    @Option(help: "Generated data: extra invalid rate entries.")
    var invalidPairs: Int?

    @Option(help: "Seed for generated data, tokens and failure draws (same seed, same bytes).")
    var seed: UInt64?

    @Option(
        name: .customLong("fault"),
        help: "Inject a fault, e.g. sales:fail=1,status=503,times=2 or rates:latency=250 (repeatable)."
    )
    var faults: [String] = []

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel: String?

    mutating func validate() throws {
        _ = try makeConfiguration(environment: [:])
    }

    func run() async throws {
        StandardStream.occupyClosedDescriptors()
        let configuration = try makeConfiguration(environment: ProcessInfo.processInfo.environment)
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let app = try buildApplication(
            configuration: configuration,
            onListening: { host, port in
                do throws(WriteFailure) {
                    try StandardStream.output.write("listening on \(ListenAddress(host: host, port: port))\n")
                } catch {
                    StandardStream.exit(
                        after: error, saying: "fake-upstream: cannot write to standard output: \(error)")
                }
            })
        try await app.runService()
    }

    /// The entries of `--users FILE`: none without it.
    private func usersFromFile() throws(ConfigurationError) -> [String] {
        guard let usersFile else { return [] }
        guard let data = FileManager.default.contents(atPath: usersFile) else {
            throw ConfigurationError("--users: cannot read \(usersFile)")
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// Defaults, then the environment, then these flags.
    func makeConfiguration(environment: [String: String]) throws -> FakeUpstreamConfiguration {
        do {
            let flags = FakeUpstreamConfiguration.flags(
                host: host, port: port.map(String.init), fixtures: fixtures, tokenLifetime: tokenLifetime,
                logLevel: logLevel)
            var configuration = try FakeUpstreamConfiguration(
                settings: SettingSources(environment: environment, flags: flags))
            let users = try users + usersFromFile()
            if !users.isEmpty {
                var seeds: [String: UInt64] = [:]
                configuration.users = try Dictionary(
                    users.map { entry in
                        let parts = entry.split(separator: ":", maxSplits: 2).map(String.init)
                        guard parts.count >= 2, !parts[0].isEmpty, parts.count == 2 || UInt64(parts[2]) != nil else {
                            throw ConfigurationError(
                                "--user must be NAME:PASSWORD or NAME:PASSWORD:SEED, not '\(entry)'")
                        }
                        if parts.count == 3 { seeds[parts[0]] = UInt64(parts[2]) }
                        return (parts[0], parts[1])
                    },
                    uniquingKeysWith: { _, last in last }
                )
                configuration.userSeeds = seeds
            }
            if slidingTokens { configuration.slidingTokenLifetime = true }
            if products != nil || sales != nil || currencies != nil || maxSteps != nil || unreachable != nil
                || invalidPairs != nil
            {
                var options = GeneratorOptions()
                options.seed = seed ?? options.seed
                options.products = products ?? options.products
                options.sales = sales ?? options.sales
                options.currencies = currencies ?? options.currencies
                options.maxSteps = maxSteps ?? min(options.maxSteps, max(options.currencies - 1, 1))
                options.unreachableCurrencies = unreachable ?? 0
                options.invalidPairs = invalidPairs ?? 0
                if let problem = options.validationProblem { throw ConfigurationError(problem) }
                if fixtures != nil {
                    throw ConfigurationError("--fixtures and generated data options exclude each other")
                }
                configuration.data = .generated(options)
            }
            configuration.seed = seed
            for fault in faults {
                let (endpoint, parsed) = try FaultSpec.parse(fault)
                configuration.faults[endpoint] = parsed
            }
            return configuration
        } catch let error as ConfigurationError {
            throw ValidationError(error.description)
        }
    }
}
