import Foundation
import Logging
import SalesConfiguration

/// Everything `fake-upstream` can be told: defaults, then environment, then flags.
package struct FakeUpstreamConfiguration: Sendable {
    /// Where the payloads come from.
    package enum DataSource: Sendable, Equatable {
        /// The captured upstream samples in this folder (`products.json`, `sales.json`, `rates.json`);
        /// `nil` finds the repository's `fixtures/` folder from the executable or working directory.
        case fixtures(directory: String?)
        /// A deterministic generated data set.
        case generated(GeneratorOptions)
    }

    package var host = "127.0.0.1"
    /// 0 lets the system pick a free port (printed on the first line of stdout).
    package var port = 8081
    /// Accepted `username → password` pairs.
    package var users = ["tester": "password"]
    /// Users with products and sales of their own, generated from their seed (the rates are
    /// everyone's); the others see the served data.
    package var userSeeds: [String: UInt64] = [:]
    /// How long a token stays valid after login (the real service: 2 minutes).
    package var tokenLifetime: Duration = .seconds(120)
    /// When `true`, each authenticated request renews its token's lifetime.
    package var slidingTokenLifetime = false
    package var data = DataSource.fixtures(directory: nil)
    /// Faults active from startup, by endpoint.
    package var faults: [Endpoint: Fault] = [:]
    /// Seeds token generation and failure-rate draws, for reproducible runs; random when `nil`.
    package var seed: UInt64?
    package var logLevel = Logger.Level.info

    package init() {}

    /// Defaults overridden by `FAKE_UPSTREAM_HOST`, `FAKE_UPSTREAM_PORT`, `FAKE_UPSTREAM_FIXTURES`,
    /// `FAKE_UPSTREAM_TOKEN_LIFETIME` (seconds) and `LOG_LEVEL`, each overridden by its flag.
    package init(settings: SettingSources) throws(ConfigurationError) {
        host = settings.text(for: "FAKE_UPSTREAM_HOST")?.text ?? host
        port = try settings.value("FAKE_UPSTREAM_PORT", .port) ?? port
        if let directory = settings.text(for: "FAKE_UPSTREAM_FIXTURES")?.text { data = .fixtures(directory: directory) }
        tokenLifetime =
            try settings.value("FAKE_UPSTREAM_TOKEN_LIFETIME", .seconds(upTo: 86_400 * 365)) ?? tokenLifetime
        logLevel = try settings.value("LOG_LEVEL", .oneOf(Logger.Level.self)) ?? logLevel
    }

    /// The environment alone.
    package init(environment: [String: String]) throws(ConfigurationError) {
        try self.init(settings: SettingSources(environment: environment))
    }

    /// The command line's flags, each overriding its variable.
    package static func flags(
        host: String? = nil, port: String? = nil, fixtures: String? = nil, tokenLifetime: String? = nil,
        logLevel: String? = nil
    ) -> [SettingSources.Flag] {
        [
            .init("--host", host, overrides: "FAKE_UPSTREAM_HOST"),
            .init("--port", port, overrides: "FAKE_UPSTREAM_PORT"),
            .init("--fixtures", fixtures, overrides: "FAKE_UPSTREAM_FIXTURES"),
            .init("--token-lifetime", tokenLifetime, overrides: "FAKE_UPSTREAM_TOKEN_LIFETIME"),
            .init("--log-level", logLevel, overrides: "LOG_LEVEL"),
        ]
    }
}
