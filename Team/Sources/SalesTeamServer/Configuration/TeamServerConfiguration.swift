import Foundation
import Logging
import SalesClient
import SalesConfiguration
import SalesCore
import SalesServerTelemetry

/// Everything `sales-web-server` can be told (each setting named once, in ``TeamSetting``):
/// defaults, then the environment, then flags (``flags(_:)``), merged by `SettingSources`; a bad
/// setting is one line naming it (exit 64).
package struct TeamServerConfiguration: Sendable {
    package static let defaultSalesAPIURL = "https://ile-b2p4.essentialdeveloper.com"

    /// `LISTEN_ADDR`: where the replica listens (the front reaches it there).
    package var listen = ListenAddress(host: "127.0.0.1", port: 8090)
    /// `METRICS_LISTEN`: where the replica serves `/metrics` to the operators' scraper — a listener
    /// of its own, which the front never proxies (no spelling of a path reaches it from outside).
    package var metricsListen = ListenAddress(host: "127.0.0.1", port: 8091)
    /// `SALES_API_URL`: the sales API (`/login`, `/products`, `/sales`).
    package var salesAPIURL: URL
    /// `SALES_RATES_URL`: the middleware's `/rates`.
    package var ratesURL: URL
    /// `DATABASE_URL`: a libpq connection URI; never shown, in an error or a log.
    package var databaseURL: String
    /// `PUBLIC_ORIGIN`: the one origin the pages are served at (`https://sales.example.com`).
    package var publicOrigin: PublicOrigin
    /// `TRUSTED_PROXIES`: the front's addresses and ranges; only their `X-Forwarded-For` is believed.
    package var trustedProxies = TrustedProxies.none
    /// `SESSION_KEY_FILE`: the key (or keys, while one rotates) that seal tokens at rest.
    package var sessionKeyFile: String
    /// `FIGURES_MEMORY_BUDGET`: the bytes the users' figures may take in this replica.
    package var figuresBudget = 512 * 1024 * 1024
    /// `SESSION_IDLE_TIMEOUT`: a session unused this long ends.
    package var sessionIdle: Duration = .seconds(8 * 3600)
    /// `SESSION_LIFETIME`: a session ends this long after sign-in, used or not.
    package var sessionLifetime: Duration = .seconds(7 * 86_400)
    /// `SALES_CURRENCY`: the display currency of a manager who chose none (Settings, `?currency=`).
    package var currency = CurrencyCode.usd
    /// `DEFAULT_LOCALE`: the locale of a manager who chose none and whose browser names none
    /// (`en_US`; `nil` for `C`: the figures as the commands write them).
    package var defaultLocale: String? = "en_US"
    /// `LOG_LEVEL`: `info` logs a line per page (method, path, status — never a cookie or a query's secret).
    package var logLevel = Logger.Level.info
    /// `LOG_FORMAT`: `json` (one object a line, for log shippers; the default) or `text` for people.
    package var logFormat = LogFormat.json

    /// Defaults, overridden by the environment's variables, each overridden by its flag.
    package init(settings: SettingSources) throws(ConfigurationError) {
        salesAPIURL = try settings.value("SALES_API_URL", .httpURL, default: Self.defaultSalesAPIURL)
        ratesURL = try settings.value(
            "SALES_RATES_URL", .httpURL, default: salesAPIURL.appendingPathComponent("rates").absoluteString)
        guard let database = settings.text(for: "DATABASE_URL") else {
            throw ConfigurationError("DATABASE_URL is required: a PostgreSQL URI, postgresql://user@host/database")
        }
        databaseURL = try Self.databaseURL(database.text, from: database.source)
        guard let origin = settings.text(for: "PUBLIC_ORIGIN") else {
            throw ConfigurationError("PUBLIC_ORIGIN is required: the address managers open, https://sales.example.com")
        }
        publicOrigin = try PublicOrigin(parsing: origin.text, from: origin.source)
        guard let key = settings.text(for: "SESSION_KEY_FILE"), !key.text.isEmpty else {
            throw ConfigurationError("SESSION_KEY_FILE is required: the file of the key that seals tokens at rest")
        }
        sessionKeyFile = key.text
        listen = try settings.value("LISTEN_ADDR", .listenAddress) ?? listen
        metricsListen = try settings.value("METRICS_LISTEN", .listenAddress) ?? metricsListen
        trustedProxies = try settings.value("TRUSTED_PROXIES", Self.addresses) ?? trustedProxies
        figuresBudget = try settings.value("FIGURES_MEMORY_BUDGET", .bytes) ?? figuresBudget
        sessionIdle = try settings.value("SESSION_IDLE_TIMEOUT", .seconds(upTo: 30 * 86_400)) ?? sessionIdle
        sessionLifetime = try settings.value("SESSION_LIFETIME", .seconds(upTo: 365 * 86_400)) ?? sessionLifetime
        currency = try settings.value("SALES_CURRENCY", .currencyCode) ?? currency
        defaultLocale = try settings.value("DEFAULT_LOCALE", Self.locale) ?? defaultLocale
        logLevel = try settings.value("LOG_LEVEL", .oneOf(Logger.Level.self)) ?? logLevel
        logFormat = try settings.value("LOG_FORMAT", .oneOf(LogFormat.self)) ?? logFormat
    }

    /// The command line's flags, each overriding its variable (``TeamSetting/flags(_:)``).
    package static func flags(_ values: [TeamSetting: String] = [:]) -> [SettingSources.Flag] {
        TeamSetting.flags(values)
    }

    /// A libpq URI: `postgresql://` or `postgres://`. The text is never repeated (it may hold a password).
    private static func databaseURL(_ text: String, from source: String) throws(ConfigurationError) -> String {
        guard text.hasPrefix("postgresql://") || text.hasPrefix("postgres://"),
            text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else {
            throw ConfigurationError(
                "\(source) must be a PostgreSQL URI, postgresql://user@host:5432/database (its text is not shown)")
        }
        return text
    }

    /// A locale (`en-US`, `de_CH`), or `C` for none.
    private static let locale = SettingParser<String?>(expecting: "a locale such as en-US or de-CH, or C") { text in
        text == "C" || text == "POSIX" ? .some(nil) : ReaderLocale.identifier(of: text).map { .some($0) }
    }

    /// A comma-separated list of IP addresses and ranges (`127.0.0.1, ::1, 10.0.0.0/8`).
    private static let addresses = SettingParser<TrustedProxies>(
        expecting: "IP addresses or ranges (10.0.0.0/8) separated by commas", TrustedProxies.init(parsing:))
}
