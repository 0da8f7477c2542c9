import Hummingbird
import Logging
import SalesConfiguration
import SalesSupport

/// Builds the fake upstream: the composition root where every concrete part is made.
///
/// - Parameters:
///   - configuration: what to serve and how.
///   - now: the clock tokens expire by (injected by tests).
///   - onListening: called with the bound host and port once the server accepts connections.
package func buildApplication(
    configuration: FakeUpstreamConfiguration,
    logger: Logger = Logger(label: "fake-upstream"),
    now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
    onListening: @escaping @Sendable (String, Int) async -> Void = { _, _ in }
) throws(ConfigurationError) -> some ApplicationProtocol {
    let dataset: Dataset
    switch configuration.data {
    case .fixtures(let directory):
        dataset = try FixtureLoader.load(directory: directory)
    case .generated(let options):
        if let problem = options.validationProblem { throw ConfigurationError(problem) }
        dataset = DatasetGenerator(options: options).generate()
    }

    let tokens = TokenBook(
        lifetime: configuration.tokenLifetime,
        sliding: configuration.slidingTokenLifetime,
        random: configuration.seed.map { SeededRandomNumberGenerator(seed: $0) as any RandomNumberGenerator & Sendable }
            ?? SystemRandomNumberGenerator(),
        now: now
    )
    let faults = FaultBoard(
        faults: configuration.faults,
        random: configuration.seed.map {
            SeededRandomNumberGenerator(seed: $0 &+ 1) as any RandomNumberGenerator & Sendable
        }
            ?? SystemRandomNumberGenerator()
    )
    let stats = RequestStats()
    let data = DataStore(dataset)

    let router = Router()
    router.add(middleware: LogRequestsMiddleware(.debug))
    var options = GeneratorOptions()
    if case .generated(let generated) = configuration.data { options = generated }
    let userData = configuration.userSeeds.mapValues { seed in
        var own = options
        own.seed = seed
        return DatasetGenerator(options: own).generate()
    }
    UpstreamController(
        users: configuration.users, tokens: tokens, faults: faults, stats: stats, data: data, userData: userData
    ).addRoutes(to: router)
    AdminController(tokens: tokens, faults: faults, stats: stats, data: data).addRoutes(to: router)

    var logger = logger
    logger.logLevel = configuration.logLevel
    let host = configuration.host
    return Application(
        router: router,
        configuration: .init(address: .hostname(host, port: configuration.port), serverName: "fake-upstream"),
        onServerRunning: { channel in await onListening(host, channel.localAddress?.port ?? configuration.port) },
        logger: logger
    )
}
