import SalesConfiguration

/// Each of `sales-web-server`'s settings, spelled once: its environment variable, its flag, what it
/// means and its default. The command's options take their help from here, the `--help` text's
/// environment paragraph (and so the man page) is written from the table, the flags override their
/// variables through it, and a test holds the manual's table (docs/configuration.md) to it.
package enum TeamSetting: String, CaseIterable, Sendable {
    case databaseURL = "DATABASE_URL"
    case publicOrigin = "PUBLIC_ORIGIN"
    case sessionKeyFile = "SESSION_KEY_FILE"
    case listen = "LISTEN_ADDR"
    case metricsListen = "METRICS_LISTEN"
    case salesAPIURL = "SALES_API_URL"
    case ratesURL = "SALES_RATES_URL"
    case trustedProxies = "TRUSTED_PROXIES"
    case figuresMemoryBudget = "FIGURES_MEMORY_BUDGET"
    case sessionIdleTimeout = "SESSION_IDLE_TIMEOUT"
    case sessionLifetime = "SESSION_LIFETIME"
    case currency = "SALES_CURRENCY"
    case defaultLocale = "DEFAULT_LOCALE"
    case logLevel = "LOG_LEVEL"
    case logFormat = "LOG_FORMAT"

    /// The environment variable.
    package var environment: String { rawValue }

    /// The flag that overrides it: `--listen`.
    package var flag: String { "--" + long }

    /// The flag's name without its dashes.
    package var long: String {
        switch self {
        case .listen: "listen"
        case .metricsListen: "metrics-listen"
        case .salesAPIURL: "sales-api-url"
        case .ratesURL: "rates-url"
        case .databaseURL: "database-url"
        case .publicOrigin: "public-origin"
        case .trustedProxies: "trusted-proxies"
        case .sessionKeyFile: "session-key-file"
        case .figuresMemoryBudget: "figures-memory-budget"
        case .sessionIdleTimeout: "session-idle-timeout"
        case .sessionLifetime: "session-lifetime"
        case .currency: "currency"
        case .defaultLocale: "default-locale"
        case .logLevel: "log-level"
        case .logFormat: "log-format"
        }
    }

    /// What it is, in a few words (`--help` adds the variable and the default).
    package var meaning: String {
        switch self {
        case .listen: "Address to listen on, HOST:PORT (port 0 picks a free one)"
        case .metricsListen: "Address of /metrics, HOST:PORT, never proxied by the front"
        case .salesAPIURL: "The sales API"
        case .ratesURL: "The middleware's rates, …/rates"
        case .databaseURL: "PostgreSQL, a libpq URI"
        case .publicOrigin: "The https origin managers open"
        case .trustedProxies: "The front's addresses and ranges, comma-separated"
        case .sessionKeyFile:
            "The file of the key that seals tokens at rest (64 hex digits a line, a second while rotating)"
        case .figuresMemoryBudget: "Bytes the users' figures may take in this replica"
        case .sessionIdleTimeout: "Seconds an unused session lasts"
        case .sessionLifetime: "Seconds a session lasts after sign-in"
        case .currency: "The display currency of a manager who chose none, e.g. EUR"
        case .defaultLocale:
            "The locale of a manager who chose none and whose browser names none, e.g. de-DE (C: figures as always)"
        case .logLevel: "Log level: trace, debug, info, notice, warning, error, critical"
        case .logFormat: "Log lines as json (one object a line) or text"
        }
    }

    /// The default as a reader writes it, `required`, or `nil` when there is none to say.
    package var defaultText: String? {
        switch self {
        case .listen: "127.0.0.1:8090"
        case .metricsListen: "127.0.0.1:8091"
        case .salesAPIURL: TeamServerConfiguration.defaultSalesAPIURL
        case .ratesURL: "the sales API's /rates"
        case .databaseURL, .publicOrigin, .sessionKeyFile: "required"
        case .trustedProxies: "none"
        case .figuresMemoryBudget: "512 MiB"
        case .sessionIdleTimeout: "28800"
        case .sessionLifetime: "604800"
        case .currency: "USD"
        case .defaultLocale: "en-US"
        case .logLevel: "info"
        case .logFormat: "json"
        }
    }

    /// The option's help: `Address to listen on, HOST:PORT (LISTEN_ADDR; default 127.0.0.1:8090).`
    package var help: String {
        let note = defaultText.map { $0 == "required" ? "; required" : "; default \($0)" } ?? ""
        return "\(meaning) (\(environment)\(note))."
    }

    /// `--help`'s environment paragraph: every variable and its default, in the table's order.
    package static var environmentParagraph: String {
        let each = allCases.map { setting in
            "\(setting.environment)"
                + (setting.defaultText.map { " (\($0 == "required" ? "required" : "default \($0)"))" } ?? "")
        }
        return "Environment: " + each.joined(separator: ", ") + ". Flags win over the environment."
    }

    /// The command line's values, each overriding its variable.
    package static func flags(_ values: [TeamSetting: String]) -> [SettingSources.Flag] {
        allCases.map { .init($0.flag, values[$0], overrides: $0.environment) }
    }
}
