import ArgumentParser

/// Options every command takes; each has an environment variable, and the flag wins.
package struct GlobalOptions: ParsableArguments, Sendable {
    @Option(name: .customLong("api-url"), help: "Sales API base URL (SALES_API_URL; default the real upstream).")
    package var apiURL: String?

    @Option(
        name: .customLong("rates-url"),
        help: "Middleware rates URL (SALES_RATES_URL; default http://127.0.0.1:8080/rates).")
    package var ratesURL: String?

    @Option(
        help:
            "Seconds a server may take to connect or to send its next byte (SALES_TIMEOUT; default 10); a body that keeps arriving is never cut."
    )
    package var timeout: String?

    @Flag(name: .shortAndLong, help: "Print one line per request and response on stderr (Authorization redacted).")
    package var verbose = false

    @Flag(name: .customLong("no-color"), help: "No colours (also NO_COLOR).")
    package var noColor = false

    @Flag(help: "Dates, days and months in UTC, as the upstream records them (SALES_TIME_ZONE=UTC).")
    package var utc = false

    @Option(
        name: .customLong("time-zone"),
        help: "Dates, days and months in this zone, e.g. Asia/Tokyo (SALES_TIME_ZONE; default TZ, else the system's).")
    package var timeZone: String?

    package init() {}

    /// The flags as plain values.
    package var flags: ClientFlags {
        ClientFlags(
            apiURL: apiURL, ratesURL: ratesURL, timeout: timeout, verbose: verbose, noColor: noColor, utc: utc,
            timeZone: timeZone)
    }

    /// The flags, with the display currency of the commands that take `--currency`.
    package func flags(currency: CurrencyOption) -> ClientFlags {
        var flags = flags
        flags.currency = currency.currency
        return flags
    }

    package func validate() throws {
        if utc, timeZone != nil { throw ValidationError("--utc and --time-zone name two zones: give one") }
    }

    // The values are checked with the environment they override, once, when
    // ``ClientEnvironment/live(_:)`` builds the configuration (a bad value: one line, exit 2).
}

/// The global flags, as given (`nil` when absent).
package struct ClientFlags: Sendable, Equatable {
    package var apiURL: String?
    package var ratesURL: String?
    package var timeout: String?
    package var verbose: Bool
    package var noColor: Bool
    package var currency: String?
    package var utc: Bool
    package var timeZone: String?

    package init(
        apiURL: String? = nil, ratesURL: String? = nil, timeout: String? = nil, verbose: Bool = false,
        noColor: Bool = false, currency: String? = nil, utc: Bool = false, timeZone: String? = nil
    ) {
        self.currency = currency
        self.utc = utc
        self.timeZone = timeZone
        self.apiURL = apiURL
        self.ratesURL = ratesURL
        self.timeout = timeout
        self.verbose = verbose
        self.noColor = noColor
    }
}
