import Foundation
import SalesConfiguration
import SalesCore
import SalesCrypto
import SalesHTTP

/// Everything the client is told: defaults, then environment, then flags.
package struct ClientConfiguration: Sendable, Equatable {
    package static let defaultAPIURL = "https://ile-b2p4.essentialdeveloper.com"
    package static let defaultRatesURL = "http://127.0.0.1:8080/rates"

    package var apiURL: URL
    package var ratesURL: URL
    package var timeout: Duration = .seconds(10)
    /// The largest response body accepted, in bytes (`SALES_MAX_BODY`; default 2 GiB; answers
    /// held whole, all but `/sales`, at most 256 MiB).
    package var maximumBodyBytes = CurlTransport.defaultMaximumBodyBytes
    package var verbose = false
    package var colorAllowed = true
    /// `$XDG_DATA_HOME/saleassistant`, or `~/.local/share/saleassistant`.
    package var dataDirectory: URL
    /// `$XDG_RUNTIME_DIR/saleassistant` when the session has one (a folder of the user's that a
    /// reboot or a logout clears): where a running `sales web` says how to reach it, so that no entry
    /// outlives it there. `nil`: the data folder keeps it.
    package var runtimeDirectory: URL?
    /// From `SALES_TOKEN_KEY` (64 hex digits or base64 of 32 bytes); `nil` uses the key file.
    package var tokenKey: [UInt8]?
    /// Converted amounts and totals are shown in this currency (`--currency`, `SALES_CURRENCY`).
    package var currency = CurrencyCode.usd
    /// How long products and sales are reused without asking (`SALES_CACHE_MAX_AGE`; 0: never).
    package var cacheMaxAge = CachePolicy.defaultMaxAge
    /// How old a local copy may answer for a sales API that cannot (`SALES_CACHE_MAX_STALE`).
    package var cacheMaxStale = CachePolicy.defaultMaxStale
    /// The zone dates, days and months are read in: `--utc`, `--time-zone`, `SALES_TIME_ZONE`,
    /// `TZ`, else the system's.
    package var timeZone = ReaderTimeZone.utc
    /// What could not be taken as given and was read another way, one line each (a `TZ` the C
    /// library cannot read either: UTC), for the composition root to say once.
    package var warnings: [String] = []

    /// `zones`: the tz database `--time-zone`, `SALES_TIME_ZONE` and `TZ` are looked up in (by
    /// default this machine's, `TZDIR` heeded).
    package init(flags options: ClientFlags, environment: [String: String], zones: ZoneDatabase? = nil)
        throws(ClientError)
    {
        let settings = SettingSources(
            environment: environment,
            flags: [
                .init("--api-url", options.apiURL, overrides: "SALES_API_URL"),
                .init("--rates-url", options.ratesURL, overrides: "SALES_RATES_URL"),
                .init("--timeout", options.timeout, overrides: "SALES_TIMEOUT"),
                .init("--currency", options.currency, overrides: "SALES_CURRENCY"),
            ])
        do throws(ConfigurationError) {
            // Normalized (RFC 3986): two spellings of one server are one session, copy and rates.
            let api = try settings.value("SALES_API_URL", .httpURL, default: Self.defaultAPIURL)
            apiURL = api.normalized(as: .base) ?? api
            let rates = try settings.value("SALES_RATES_URL", .httpURL, default: Self.defaultRatesURL)
            ratesURL = rates.normalized(as: .resource) ?? rates
            timeout = try settings.value("SALES_TIMEOUT", .seconds(upTo: 3600)) ?? timeout
            maximumBodyBytes = try settings.value("SALES_MAX_BODY", .bytes) ?? maximumBodyBytes
            currency = try settings.value("SALES_CURRENCY", .currencyCode) ?? currency
            cacheMaxAge =
                try settings.value("SALES_CACHE_MAX_AGE", .seconds(upTo: 31 * 86_400, allowingZero: true))
                ?? cacheMaxAge
            cacheMaxStale =
                try settings.value("SALES_CACHE_MAX_STALE", .seconds(upTo: 366 * 86_400, allowingZero: true))
                ?? cacheMaxStale
        } catch {
            throw .usage(error.description)
        }
        (timeZone, warnings) = try Self.timeZone(
            flags: options, environment: environment, database: zones ?? ZoneDatabase(environment: environment))
        verbose = options.verbose
        colorAllowed = !options.noColor && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        if let home = environment["XDG_DATA_HOME"], home.hasPrefix("/") {
            dataDirectory = URL(fileURLWithPath: home).appendingPathComponent("saleassistant")
        } else {
            let home =
                environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
            dataDirectory = home.appendingPathComponent(".local/share/saleassistant")
        }
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            runtimeDirectory = URL(fileURLWithPath: runtime).appendingPathComponent("saleassistant")
        }
        if let key = environment["SALES_TOKEN_KEY"] {
            guard let bytes = Self.key(key) else {
                throw .usage("SALES_TOKEN_KEY must be 32 bytes as 64 hex digits or base64")
            }
            tokenKey = bytes
        }
    }

    /// The reader's zone: a flag, else `SALES_TIME_ZONE` (either refused when the tz database does
    /// not know it, with the nearest names), else `TZ` as the C library reads it (a zone's name or
    /// file, a POSIX rule; neither: UTC, with a warning), else the system's (`/etc/localtime`),
    /// else UTC.
    static func timeZone(flags: ClientFlags, environment: [String: String], database: ZoneDatabase)
        throws(ClientError) -> (ReaderTimeZone, warnings: [String])
    {
        if flags.utc { return (.utc, []) }
        let setting =
            flags.timeZone.map { ("--time-zone", $0) } ?? environment["SALES_TIME_ZONE"].map { ("SALES_TIME_ZONE", $0) }
        if let (source, name) = setting {
            guard let zone = ReaderTimeZone.named(name, in: database) else {
                let nearest = ReaderTimeZone.suggestions(for: name).joined(separator: ", ")
                throw .usage(
                    "\(source) must be a time zone such as Asia/Tokyo or UTC, not '\(String(name.prefix(64)).terminalSafe)' (nearest: \(nearest))"
                )
            }
            return (zone, [])
        }
        let tz = environment["TZ"]
        let reading = ReaderTimeZone.resolvingTZ(tz, in: database)
        guard reading.unreadable, let tz else { return (reading.zone, []) }
        return (
            reading.zone,
            [
                "TZ='\(String(tz.prefix(64)).terminalSafe)' is neither a zone of the tz database (\(database.directory.terminalSafe)) nor a POSIX rule: dates are in UTC"
            ]
        )
    }

    static func key(_ text: String) -> [UInt8]? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.count == 64, trimmed.allSatisfy(\.isHexDigit) {
            var bytes: [UInt8] = []
            var index = trimmed.startIndex
            while index < trimmed.endIndex {
                let next = trimmed.index(index, offsetBy: 2)
                guard let byte = UInt8(trimmed[index..<next], radix: 16) else { return nil }
                bytes.append(byte)
                index = next
            }
            return bytes
        }
        guard let data = Data(base64Encoded: trimmed), data.count == AESGCM.keyLength else { return nil }
        return Array(data)
    }
}
