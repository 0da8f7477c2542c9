import Foundation
import SalesCore
import SalesHTTP
import SalesSupport
import SalesVersion

/// What a command works with: every command's `run()` is `run(in: .live(options))`, and tests
/// drive `run(in:)` with stubs, in process. ``live(_:)`` is the client's composition root: the only
/// place the configuration is parsed (once: defaults, then environment, then flags) and the
/// concrete HTTP client (libcurl with retries, verbose logging on request), token store
/// (AES-256-GCM files), console and input are made.
package struct ClientEnvironment: Sendable {
    package let session: SalesSession
    package let console: Console
    package let input: any UserInput
    /// The sales API's host (and port), for the app's header.
    package let apiHost: String
    /// The display currency: converted amounts and totals are shown in it.
    package let currency: CurrencyCode
    /// The quote kept between runs.
    package let quotes: any QuoteStore
    /// The zone dates, days and months are shown in.
    package let timeZone: ReaderTimeZone
    /// What the stores say as they work: warning lines on stderr, held while the app runs.
    package let notices: StoreNotices
    /// Where a running `sales web` is found by the next start.
    package let webServers: any WebInstanceRegistry
    /// The HTTP client a start of `sales web` asks the running one with (answers of a few bytes).
    package let launchHTTP: any HTTPTransport
    /// The process's environment, for what reads it beyond the configuration (`$BROWSER`, `$DISPLAY`).
    package let processEnvironment: [String: String]

    /// `notices`: by default, each a warning line on `console`.
    package init(
        session: SalesSession, console: Console, input: any UserInput = StandardInput(), apiHost: String = "localhost",
        currency: CurrencyCode = .usd, quotes: any QuoteStore, timeZone: ReaderTimeZone = .utc,
        notices: StoreNotices? = nil, webServers: any WebInstanceRegistry = InMemoryWebInstanceRegistry(),
        launchHTTP: any HTTPTransport = CurlTransport(userAgent: ClientEnvironment.userAgent, maximumBodyBytes: 1024),
        processEnvironment: [String: String] = [:]
    ) {
        self.session = session
        self.launchHTTP = launchHTTP
        self.processEnvironment = processEnvironment
        self.webServers = webServers
        self.notices = notices ?? StoreNotices(console: console)
        self.timeZone = timeZone
        self.currency = currency
        self.quotes = quotes
        self.console = console
        self.input = input
        self.apiHost = apiHost
    }

    /// What every request says it is: the program and its version (the sales API's logs can tell
    /// the client and its version apart).
    package static let userAgent = "sales/\(SaleAssistant.version)"

    package static func live(_ options: GlobalOptions, currency: CurrencyOption? = nil) throws(ClientError)
        -> ClientEnvironment
    {
        let configuration = try ClientConfiguration(
            flags: currency.map(options.flags(currency:)) ?? options.flags,
            environment: ProcessInfo.processInfo.environment)
        let console = Console.standard(colorAllowed: configuration.colorAllowed)
        for warning in configuration.warnings { console.warn("warning: " + warning) }
        let notices = StoreNotices(console: console)
        var http: any HTTPTransport = CurlTransport(
            userAgent: Self.userAgent, maximumBodyBytes: configuration.maximumBodyBytes)
        if configuration.verbose {
            http = VerboseTransport(http) { line in console.warn(line) }
        }
        http = RetryingTransport(http)
        let api = SalesAPI(
            http: http, apiURL: configuration.apiURL, ratesURL: configuration.ratesURL, timeout: configuration.timeout)
        let tokens = EncryptedFileTokenStore(
            directory: configuration.dataDirectory,
            scope: configuration.apiURL.absoluteString,
            keySource: configuration.tokenKey.map(EncryptedFileTokenStore.KeySource.explicit) ?? .file,
            notify: notices.post
        )
        let copies = EncryptedFileLocalCopyStore(
            directory: configuration.dataDirectory, scope: configuration.apiURL.absoluteString,
            ratesScope: configuration.ratesURL.withoutCredentials,
            // No usable key (never logged in, a damaged key file): no copy is read or kept.
            key: { () throws(ClientError) in (try? tokens.sealingKey()) ?? nil },
            notify: notices.post)
        let policy = CachePolicy(maxAge: configuration.cacheMaxAge, maxStale: configuration.cacheMaxStale)
        let host = configuration.apiURL.host ?? configuration.apiURL.absoluteString
        return ClientEnvironment(
            session: SalesSession(api: api, tokens: tokens, copies: copies, policy: policy), console: console,
            apiHost: configuration.apiURL.port.map { "\(host):\($0)" } ?? host, currency: configuration.currency,
            quotes: FileQuoteStore(
                directory: configuration.dataDirectory,
                notify: notices.post),
            timeZone: configuration.timeZone, notices: notices,
            webServers: webServers(configuration, notify: notices.post),
            processEnvironment: ProcessInfo.processInfo.environment)
    }

    /// The running `sales web`'s entry: in the session's runtime folder when there is one (cleared
    /// by a reboot, so no entry outlives its server there), named for the data folder it serves;
    /// else in the data folder.
    private static func webServers(_ configuration: ClientConfiguration, notify: @escaping @Sendable (String) -> Void)
        -> FileWebInstanceRegistry
    {
        var isFolder: ObjCBool = false
        guard let runtime = configuration.runtimeDirectory,
            FileManager.default.fileExists(atPath: runtime.deletingLastPathComponent().path, isDirectory: &isFolder),
            isFolder.boolValue
        else { return FileWebInstanceRegistry(directory: configuration.dataDirectory, notify: notify) }
        let scope = FNV1a.hash(Array(configuration.dataDirectory.path.utf8)).paddedHex
        return FileWebInstanceRegistry(directory: runtime, name: "web-server-" + scope, notify: notify)
    }
}
