import Foundation
import Logging
import SalesCore

/// Everything `sales-middleware` can be told: defaults, then environment (the Go service's names),
/// then flags.
public struct MiddlewareConfiguration: Sendable, Equatable {
    /// The real upstream's rates endpoint.
    public static let defaultRatesURL = "https://ile-b2p4.essentialdeveloper.com/rates"

    /// `RATES_ENDPOINT_URL`: where the upstream rates are read (http or https).
    public var ratesURL: URL
    /// `LISTEN_ADDR` host; `0.0.0.0` in the container.
    public var host = "127.0.0.1"
    /// `LISTEN_ADDR` port; 0 picks a free one.
    public var port = 8080
    /// `RATES_CACHE_TTL`: how long a solved table is served before the upstream is asked again.
    public var cacheTTL: Duration = .seconds(60)
    /// `RATES_MAX_STALE`: how old a table may grow, while refreshes fail, and still be served;
    /// `nil` (0 in the environment) serves it however old.
    public var maxStale: Duration? = .seconds(86_400)
    /// `UPSTREAM_TIMEOUT`: how long one upstream fetch may take, all of it.
    public var upstreamTimeout: Duration = .seconds(10)
    /// `IDLE_TIMEOUT`: how long a client connection may send nothing (mid-request included) before
    /// it is closed, so half-sent requests cannot hold connections and memory.
    public var idleTimeout: Duration = .seconds(30)
    /// `MAX_CONNECTIONS`: the most client connections held at once. Beyond it the connection idle
    /// the longest is closed to make room, or, when every one is busy, the new one is answered
    /// 503. Lowered at start to what the open-file limit allows.
    public var maxConnections = 10_000
    /// `UPSTREAM_MAX_BYTES`: the largest upstream body accepted.
    public var upstreamMaxBytes = 64 * 1024 * 1024
    /// The currency `GET /rates` converts to when no `?to=` is given; solved with every fetch.
    public var defaultTarget = CurrencyCode.usd
    /// `LOG_LEVEL`.
    public var logLevel = Logger.Level.info
    /// `LOG_FORMAT`: `text` for people, `json` for log shippers.
    public var logFormat = LogFormat.text
    /// `CORS_ALLOWED_ORIGINS`: which browser origins may read the answers.
    public var allowedOrigins = AllowedOrigins.none

    public init(ratesURL: URL) {
        self.ratesURL = ratesURL
    }

    /// Defaults, overridden by `RATES_ENDPOINT_URL`, `LISTEN_ADDR`, `RATES_CACHE_TTL`,
    /// `RATES_MAX_STALE`, `UPSTREAM_TIMEOUT`, `IDLE_TIMEOUT`, `MAX_CONNECTIONS`,
    /// `UPSTREAM_MAX_BYTES`, `LOG_LEVEL`, `LOG_FORMAT` and `CORS_ALLOWED_ORIGINS`.
    public init(environment: [String: String]) throws(ConfigurationError) {
        self.init(
            ratesURL: try Self.url(
                environment["RATES_ENDPOINT_URL"] ?? Self.defaultRatesURL, from: "RATES_ENDPOINT_URL"))
        if let address = environment["LISTEN_ADDR"] { try setListenAddress(address, from: "LISTEN_ADDR") }
        if let ttl = environment["RATES_CACHE_TTL"] {
            cacheTTL = try Self.seconds(ttl, from: "RATES_CACHE_TTL", allowZero: true)
        }
        if let stale = environment["RATES_MAX_STALE"] { maxStale = try Self.staleLimit(stale, from: "RATES_MAX_STALE") }
        if let idle = environment["IDLE_TIMEOUT"] {
            idleTimeout = try Self.seconds(idle, from: "IDLE_TIMEOUT")
        }
        if let timeout = environment["UPSTREAM_TIMEOUT"] {
            upstreamTimeout = try Self.seconds(timeout, from: "UPSTREAM_TIMEOUT")
        }
        if let connections = environment["MAX_CONNECTIONS"] {
            maxConnections = try Self.count(connections, from: "MAX_CONNECTIONS")
        }
        if let bytes = environment["UPSTREAM_MAX_BYTES"] {
            guard let value = Int(bytes), value > 0 else {
                throw ConfigurationError("UPSTREAM_MAX_BYTES must be a positive number of bytes, not '\(bytes)'")
            }
            upstreamMaxBytes = value
        }
        if let level = environment["LOG_LEVEL"] { logLevel = try Self.logLevel(level, from: "LOG_LEVEL") }
        if let format = environment["LOG_FORMAT"] { logFormat = try LogFormat(parsing: format, from: "LOG_FORMAT") }
        if let origins = environment["CORS_ALLOWED_ORIGINS"] {
            allowedOrigins = try AllowedOrigins(parsing: origins, from: "CORS_ALLOWED_ORIGINS")
        }
    }

    /// Sets host and port from `host:port`, `[v6]:port` or `:port` (all interfaces, as in Go).
    public mutating func setListenAddress(_ address: String, from source: String) throws(ConfigurationError) {
        guard let colon = address.lastIndex(of: ":"),
            let port = Int(address[address.index(after: colon)...]), (0...65_535).contains(port)
        else {
            throw ConfigurationError("\(source) must be HOST:PORT (e.g. 127.0.0.1:8080 or :8080), not '\(address)'")
        }
        var host = String(address[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.host = host.isEmpty ? "0.0.0.0" : host
        self.port = port
    }

    public static func url(_ text: String, from source: String) throws(ConfigurationError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host?.isEmpty == false
        else {
            throw ConfigurationError("\(source) must be an http or https URL, not '\(text)'")
        }
        return url
    }

    public static func seconds(_ text: String, from source: String, allowZero: Bool = false) throws(ConfigurationError)
        -> Duration
    {
        guard let seconds = Double(text), seconds.isFinite, allowZero ? seconds >= 0 : seconds > 0, seconds <= 86_400
        else {
            let range = allowZero ? "from 0" : "above 0"
            throw ConfigurationError("\(source) must be a number of seconds \(range) up to 86400, not '\(text)'")
        }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// Seconds up to 30 days; 0 is no limit (`nil`).
    public static func staleLimit(_ text: String, from source: String) throws(ConfigurationError) -> Duration? {
        guard let seconds = Double(text), seconds.isFinite, (0...2_592_000).contains(seconds) else {
            throw ConfigurationError(
                "\(source) must be a number of seconds from 0 (no limit) up to 2592000 (30 days), not '\(text)'")
        }
        return seconds == 0 ? nil : .milliseconds(Int64((seconds * 1000).rounded()))
    }

    public static func count(_ text: String, from source: String) throws(ConfigurationError) -> Int {
        guard let value = Int(text), (1...1_000_000).contains(value) else {
            throw ConfigurationError("\(source) must be a whole number from 1 to 1000000, not '\(text)'")
        }
        return value
    }

    public static func logLevel(_ text: String, from source: String) throws(ConfigurationError) -> Logger.Level {
        guard let level = Logger.Level(rawValue: text.lowercased()) else {
            throw ConfigurationError(
                "\(source) must be one of trace, debug, info, notice, warning, error, critical, not '\(text)'")
        }
        return level
    }
}

/// A configuration value that cannot be used; the message names the setting.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
