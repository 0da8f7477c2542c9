import Foundation
import Logging
import SalesConfiguration
import SalesCore
import SalesServerTelemetry

/// Everything `sales-middleware` can be told: defaults, then environment (the Go service's names),
/// then flags, merged by `SettingSources`.
package struct MiddlewareConfiguration: Sendable, Equatable {
    /// The real upstream's rates endpoint.
    package static let defaultRatesURL = "https://ile-b2p4.essentialdeveloper.com/rates"

    /// `RATES_ENDPOINT_URL`: where the upstream rates are read (http or https).
    package var ratesURL: URL
    /// `LISTEN_ADDR` host; `0.0.0.0` in the container.
    package var host = "127.0.0.1"
    /// `LISTEN_ADDR` port; 0 picks a free one.
    package var port = 8080
    /// `RATES_CACHE_TTL`: how long a solved table is served before the upstream is asked again.
    package var cacheTTL: Duration = .seconds(60)
    /// `RATES_MAX_STALE`: how old a table may grow, while refreshes fail, and still be served;
    /// `nil` (0 in the environment) serves it however old.
    package var maxStale: Duration? = .seconds(86_400)
    /// `UPSTREAM_TIMEOUT`: how long one upstream fetch may take, all of it.
    package var upstreamTimeout: Duration = .seconds(10)
    /// `IDLE_TIMEOUT`: how long a client connection may send nothing (mid-request included) before
    /// it is closed, so half-sent requests cannot hold connections and memory.
    package var idleTimeout: Duration = .seconds(30)
    /// `MAX_CONNECTIONS`: the most client connections held at once. Beyond it the connection idle
    /// the longest is closed to make room, or, when every one is busy, the new one is answered
    /// 503. Lowered at start to what the open-file limit allows.
    package var maxConnections = 10_000
    /// `LISTEN_BACKLOG`: how many connections the kernel queues before they are accepted. By
    /// default as many as it allows (`net.core.somaxconn` caps the value: 4096 on Linux 5.4 and
    /// later): a burst of connections past the queue falls back to SYN cookies, whose connections
    /// the kernel may reset, answers lost.
    package var listenBacklog = Self.largestBacklog
    /// What `listen(2)` is asked for when no backlog is set: the kernel lowers it to its own cap.
    package static let largestBacklog = 65_535
    /// `UPSTREAM_MAX_BYTES`: the largest upstream body accepted.
    package var upstreamMaxBytes = 64 * 1024 * 1024
    /// The currency `GET /rates` converts to when no `?to=` is given; solved with every fetch.
    package var defaultTarget = CurrencyCode.usd
    /// `LOG_LEVEL`.
    package var logLevel = Logger.Level.info
    /// `LOG_FORMAT`: `text` for people, `json` for log shippers.
    package var logFormat = LogFormat.text
    /// `CORS_ALLOWED_ORIGINS`: which browser origins may read the answers.
    package var allowedOrigins = AllowedOrigins.none

    package init(ratesURL: URL) {
        self.ratesURL = ratesURL
    }

    /// Defaults, overridden by `RATES_ENDPOINT_URL`, `LISTEN_ADDR`, `RATES_CACHE_TTL`,
    /// `RATES_MAX_STALE`, `UPSTREAM_TIMEOUT`, `IDLE_TIMEOUT`, `MAX_CONNECTIONS`, `LISTEN_BACKLOG`,
    /// `UPSTREAM_MAX_BYTES`, `LOG_LEVEL`, `LOG_FORMAT` and `CORS_ALLOWED_ORIGINS`, each overridden
    /// by its flag (``flags(ratesURL:listen:cacheTTL:maxStale:upstreamTimeout:idleTimeout:maxConnections:listenBacklog:logLevel:logFormat:corsAllowedOrigins:)``).
    package init(settings: SettingSources) throws(ConfigurationError) {
        self.init(ratesURL: try settings.value("RATES_ENDPOINT_URL", .httpURL, default: Self.defaultRatesURL))
        if let address = try settings.value("LISTEN_ADDR", .listenAddress) {
            host = address.host
            port = address.port
        }
        cacheTTL = try settings.value("RATES_CACHE_TTL", .seconds(upTo: 86_400, allowingZero: true)) ?? cacheTTL
        if let stale = try settings.value("RATES_MAX_STALE", .seconds(upTo: 2_592_000, allowingZero: true)) {
            maxStale = stale == .zero ? nil : stale
        }
        idleTimeout = try settings.value("IDLE_TIMEOUT", .seconds(upTo: 86_400)) ?? idleTimeout
        upstreamTimeout = try settings.value("UPSTREAM_TIMEOUT", .seconds(upTo: 86_400)) ?? upstreamTimeout
        maxConnections = try settings.value("MAX_CONNECTIONS", .wholeNumber(in: 1...1_000_000)) ?? maxConnections
        listenBacklog = try settings.value("LISTEN_BACKLOG", .wholeNumber(in: 1...Self.largestBacklog)) ?? listenBacklog
        upstreamMaxBytes = try settings.value("UPSTREAM_MAX_BYTES", .bytes) ?? upstreamMaxBytes
        logLevel = try settings.value("LOG_LEVEL", .oneOf(Logger.Level.self)) ?? logLevel
        logFormat = try settings.value("LOG_FORMAT", .oneOf(LogFormat.self)) ?? logFormat
        allowedOrigins =
            try settings.value("CORS_ALLOWED_ORIGINS") { text, source throws(ConfigurationError) in
                try AllowedOrigins(parsing: text, from: source)
            } ?? allowedOrigins
    }

    /// The environment alone, as the container runs it.
    package init(environment: [String: String]) throws(ConfigurationError) {
        try self.init(settings: SettingSources(environment: environment))
    }

    /// The command line's flags, each overriding its variable.
    package static func flags(
        ratesURL: String? = nil, listen: String? = nil, cacheTTL: String? = nil, maxStale: String? = nil,
        upstreamTimeout: String? = nil, idleTimeout: String? = nil, maxConnections: String? = nil,
        listenBacklog: String? = nil, logLevel: String? = nil, logFormat: String? = nil,
        corsAllowedOrigins: String? = nil
    ) -> [SettingSources.Flag] {
        [
            .init("--rates-url", ratesURL, overrides: "RATES_ENDPOINT_URL"),
            .init("--listen", listen, overrides: "LISTEN_ADDR"),
            .init("--cache-ttl", cacheTTL, overrides: "RATES_CACHE_TTL"),
            .init("--max-stale", maxStale, overrides: "RATES_MAX_STALE"),
            .init("--upstream-timeout", upstreamTimeout, overrides: "UPSTREAM_TIMEOUT"),
            .init("--idle-timeout", idleTimeout, overrides: "IDLE_TIMEOUT"),
            .init("--max-connections", maxConnections, overrides: "MAX_CONNECTIONS"),
            .init("--listen-backlog", listenBacklog, overrides: "LISTEN_BACKLOG"),
            .init("--log-level", logLevel, overrides: "LOG_LEVEL"),
            .init("--log-format", logFormat, overrides: "LOG_FORMAT"),
            .init("--cors-allowed-origins", corsAllowedOrigins, overrides: "CORS_ALLOWED_ORIGINS"),
        ]
    }

    /// Where the server listens, as `HOST:PORT` (`[::1]:PORT` for IPv6).
    package var listenAddress: ListenAddress { ListenAddress(host: host, port: port) }
}
