import ArgumentParser
import Foundation
import Hummingbird
import Logging
import SalesClient

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
            Serves until Ctrl-C or SIGTERM (requests under way finish; exit 0). The same session, local copy, \
            rates, display currency and time zone as the other commands.
            """
    )

    @OptionGroup package var options: GlobalOptions
    @OptionGroup package var currency: CurrencyOption

    @Option(help: "The port to listen on, on 127.0.0.1 (default: a free one).")
    package var port: Int?

    @Flag(help: "Print the address without opening a browser.")
    package var noOpen = false

    package init() {}

    package func validate() throws {
        if let port, !(1...65_535).contains(port) {
            throw ValidationError("--port must be between 1 and 65535, not \(port)")
        }
    }

    package func run() async throws {
        let environment = try ClientEnvironment.live(options, currency: currency)
        guard let chosen = port ?? FreePort.find() else {
            throw ClientError.usage("no free port on 127.0.0.1: give one with --port")
        }
        let store = WebFiguresStore(session: environment.session, currency: environment.currency)
        let sessions = WebSessions()
        let router = WebRouter.make(
            sessions: sessions, port: chosen, figures: { store.current }, rates: { await store.rates(to: $0) },
            login: { username, password throws(ClientError) in
                try await store.login(username: username, password: password)
            }, refresh: { await store.load(refresh: true) }, logout: { () throws(ClientError) in try store.logout() },
            currency: environment.currency, zone: environment.timeZone)
        var logger = Logger(label: "sales-web")
        logger.logLevel = .error
        let address = "http://127.0.0.1:\(chosen)/?key=\(sessions.unspentKey ?? "")"
        let open = !noOpen
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: chosen), serverName: nil),
            onServerRunning: { _ in
                Self.announce(address, open: open, console: environment.console)
                await store.load()
            }, logger: logger)
        try await app.runService()
    }

    /// The address on standard output (for whoever started it), and on standard error what to do.
    private static func announce(_ address: String, open: Bool, console: Console) {
        do {
            try console.print(address)
        } catch {
            console.warn("error: cannot write the address to standard output: \(error)")
        }
        console.warn("SaleAssistant is served at that address until Ctrl-C.")
        guard open else { return }
        if let why = BrowserOpener.open(address, environment: ProcessInfo.processInfo.environment) {
            console.warn(why)
        }
    }
}
