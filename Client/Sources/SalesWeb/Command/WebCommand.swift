import ArgumentParser
import Foundation
import Hummingbird
import Logging
import SalesClient
import SalesHTTP
import ServiceLifecycle

/// `sales web`: the app in a browser, served from this machine.
package struct WebCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: "The app in a browser: log in, products, a product's sales and reports, served from this machine.",
        discussion: """
            Serves on 127.0.0.1 only (a free port unless --port), prints the address with a one-time key \
            (http://127.0.0.1:PORT/?key=…) and opens it in the browser where there is a desktop ($BROWSER, \
            else xdg-open). The key is spent by the first browser that opens it, for a session cookie; \
            the pages answer no other browser, no other host name, and no form sent from another site. \
            Serves until Ctrl-C or SIGTERM, Quit in a page, or --idle-stop seconds with no page asking \
            (requests under way finish; exit 0). Started again while it runs, it opens the running one \
            with a new key instead of starting another. The same session, local copy, rates, display \
            currency and time zone as the other commands.
            """
    )

    @OptionGroup package var options: GlobalOptions
    @OptionGroup package var currency: CurrencyOption
    @OptionGroup package var locale: LocaleOption

    @Option(help: "The port to listen on, on 127.0.0.1 (default: a free one).")
    package var port: Int?

    @Flag(help: "Print the address without opening a browser.")
    package var noOpen = false

    @Option(help: "Stop after this many seconds with no page asking (0: never).")
    package var idleStop = 3600

    package init() {}

    package func validate() throws {
        if let port, !(1...65_535).contains(port) {
            throw ValidationError("--port must be between 1 and 65535, not \(port)")
        }
        guard (0...31 * 86_400).contains(idleStop) else {
            throw ValidationError(
                "--idle-stop must be between 0 (never) and 2678400 seconds (31 days), not \(idleStop)")
        }
    }

    package func run() async throws {
        try await run(in: .live(options, currency: currency))
    }

    /// Serves until Quit, the idle stop or SIGTERM/SIGINT, in `environment` (tests give their own).
    package func run(in environment: ClientEnvironment) async throws {
        // From the look for a running server to this one's entry, no other start of this data
        // folder is in between: two at once make one server, and the second opens it.
        let start = try environment.webServers.holdStart()
        defer { start.release() }
        if await openRunning(in: environment) { return }
        guard let chosen = port ?? FreePort.find() else {
            throw ClientError.usage("no free port on 127.0.0.1: give one with --port")
        }
        let store = WebFiguresStore(session: environment.session, currency: environment.currency)
        let sessions = WebSessions()
        let lifetime = WebLifetime(idleLimit: idleStop == 0 ? nil : .seconds(idleStop))
        var logger = Logger(label: "sales-web")
        logger.logLevel = .error
        let registration = RunningWebInstance(port: chosen, launchToken: sessions.launchToken.text)
        let address = "http://127.0.0.1:\(chosen)/?key=\(sessions.unspentKey ?? "")"
        let open = !noOpen
        let app = WebApplication.build(
            figures: store, sessions: sessions, port: chosen, currency: environment.currency,
            zone: environment.timeZone, numbers: locale.numbers(environment: environment.processEnvironment),
            words: locale.words(environment: environment.processEnvironment), lifetime: lifetime, logger: logger,
            onServerRunning: { _ in
                Self.register(registration, in: environment)
                start.release()
                Self.announce(address, open: open, in: environment)
            })
        let group = ServiceGroup(
            configuration: .init(
                services: [
                    .init(service: app),
                    .init(
                        service: WebLifetimeService(lifetime: lifetime),
                        successTerminationBehavior: .gracefullyShutdownGroup),
                    // Last: told of the shutdown first, so a load under way stops before the server waits on it.
                    .init(service: FiguresLoadingService(store: store)),
                ], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        defer { registration.map { try? environment.webServers.unregister($0) } }
        try await group.run()
        switch lifetime.ending {
        case .quit: environment.console.warn("SaleAssistant stopped: Quit was pressed in the browser.")
        case .idle:
            let span = idleStop == 1 ? "1 second" : "\(idleStop) seconds"
            environment.console.warn("SaleAssistant stopped: no page asked for \(span).")
        case nil: break
        }
    }

    /// When a `sales web` of this data folder runs, opens it with a new key and says so; `false`
    /// when none answers (a registered one that ended without a word is replaced by this start).
    private func openRunning(in environment: ClientEnvironment) async -> Bool {
        guard let running = try? environment.webServers.current(),
            let key = await RunningServerKey.mint(from: running, http: environment.launchHTTP)
        else { return false }
        let address = "http://127.0.0.1:\(running.port)/?key=\(key)"
        Self.announce(address, open: !noOpen, in: environment, already: true)
        return true
    }

    /// Makes this server the one the next start opens; a registry that cannot be written only
    /// means a second start would start another (said, not fatal).
    private static func register(_ server: RunningWebInstance?, in environment: ClientEnvironment) {
        guard let server else { return }
        do {
            try environment.webServers.register(server)
        } catch {
            environment.console.warn("warning: \(error): another start will not find this one")
        }
    }

    /// The address on standard output (for whoever started it), and on standard error what to do;
    /// the browser is opened on the registry's private page that leads there, so that the key is
    /// never on a command line another user could read (the address itself where there is none).
    private static func announce(
        _ address: String, open: Bool, in environment: ClientEnvironment, already: Bool = false
    ) {
        let console = environment.console
        do {
            try console.print(address)
        } catch {
            console.warn("error: cannot write the address to standard output: \(error)")
        }
        console.warn(
            already
                ? "SaleAssistant is already served at that address (another sales web): opening it there."
                : "SaleAssistant is served at that address until Ctrl-C, Quit in a page, or an idle stop.")
        guard open else { return }
        let page = (try? environment.webServers.keepOpeningPage(SameSiteRedirect.html(to: address).rendered)) ?? nil
        if let why = BrowserOpener.open(
            page?.absoluteString ?? address, environment: environment.processEnvironment)
        {
            console.warn(why)
        }
    }
}
