import ArgumentParser

/// Options every command takes; each has an environment variable, and the flag wins.
public struct GlobalOptions: ParsableArguments, Sendable {
    @Option(name: .customLong("api-url"), help: "Sales API base URL (SALES_API_URL; default the real upstream).")
    public var apiURL: String?

    @Option(
        name: .customLong("rates-url"),
        help: "Middleware rates URL (SALES_RATES_URL; default http://127.0.0.1:8080/rates).")
    public var ratesURL: String?

    @Option(help: "Seconds each request may take (SALES_TIMEOUT; default 10).")
    public var timeout: String?

    @Flag(name: .shortAndLong, help: "Print one line per request and response on stderr (Authorization redacted).")
    public var verbose = false

    @Flag(name: .customLong("no-color"), help: "No colours (also NO_COLOR).")
    public var noColor = false

    public init() {}

    /// The flags as plain values.
    public var flags: ClientFlags {
        ClientFlags(apiURL: apiURL, ratesURL: ratesURL, timeout: timeout, verbose: verbose, noColor: noColor)
    }

    /// The flags, with the display currency of the commands that take `--currency`.
    public func flags(currency: CurrencyOption) -> ClientFlags {
        var flags = flags
        flags.currency = currency.currency
        return flags
    }

    // No validate(): the flags are checked with the environment they override, once, when
    // ``ClientEnvironment/live(_:)`` builds the configuration (a bad value: one line, exit 2).
}

/// The global flags, as given (`nil` when absent).
public struct ClientFlags: Sendable, Equatable {
    public var apiURL: String?
    public var ratesURL: String?
    public var timeout: String?
    public var verbose: Bool
    public var noColor: Bool
    public var currency: String?

    public init(
        apiURL: String? = nil, ratesURL: String? = nil, timeout: String? = nil, verbose: Bool = false,
        noColor: Bool = false, currency: String? = nil
    ) {
        self.currency = currency
        self.apiURL = apiURL
        self.ratesURL = ratesURL
        self.timeout = timeout
        self.verbose = verbose
        self.noColor = noColor
    }
}
