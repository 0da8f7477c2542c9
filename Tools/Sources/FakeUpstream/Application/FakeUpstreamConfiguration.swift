import Foundation
import Logging

/// Everything `fake-upstream` can be told: defaults, then environment, then flags.
public struct FakeUpstreamConfiguration: Sendable {
    /// Where the payloads come from.
    public enum DataSource: Sendable, Equatable {
        /// The captured upstream samples in this folder (`products.json`, `sales.json`, `rates.json`);
        /// `nil` finds the repository's `fixtures/` folder from the executable or working directory.
        case fixtures(directory: String?)
        /// A deterministic generated data set.
        case generated(GeneratorOptions)
    }

    public var host = "127.0.0.1"
    /// 0 lets the system pick a free port (printed on the first line of stdout).
    public var port = 8081
    /// Accepted `username → password` pairs.
    public var users = ["tester": "password"]
    /// How long a token stays valid after login (the real service: 2 minutes).
    public var tokenLifetime: Duration = .seconds(120)
    /// When `true`, each authenticated request renews its token's lifetime.
    public var slidingTokenLifetime = false
    public var data = DataSource.fixtures(directory: nil)
    /// Faults active from startup, by endpoint.
    public var faults: [Endpoint: Fault] = [:]
    /// Seeds token generation and failure-rate draws, for reproducible runs; random when `nil`.
    public var seed: UInt64?
    public var logLevel = Logger.Level.info

    public init() {}

    /// Defaults overridden by `FAKE_UPSTREAM_HOST`, `FAKE_UPSTREAM_PORT`, `FAKE_UPSTREAM_FIXTURES`,
    /// `FAKE_UPSTREAM_TOKEN_LIFETIME` (seconds) and `LOG_LEVEL`.
    public init(environment: [String: String]) throws(ConfigurationError) {
        if let host = environment["FAKE_UPSTREAM_HOST"] { self.host = host }
        if let port = environment["FAKE_UPSTREAM_PORT"] {
            self.port = try Self.port(port, from: "FAKE_UPSTREAM_PORT")
        }
        if let directory = environment["FAKE_UPSTREAM_FIXTURES"] { data = .fixtures(directory: directory) }
        if let lifetime = environment["FAKE_UPSTREAM_TOKEN_LIFETIME"] {
            tokenLifetime = try Self.seconds(lifetime, from: "FAKE_UPSTREAM_TOKEN_LIFETIME")
        }
        if let level = environment["LOG_LEVEL"] { logLevel = try Self.logLevel(level, from: "LOG_LEVEL") }
    }

    public static func port(_ text: String, from source: String) throws(ConfigurationError) -> Int {
        guard let port = Int(text), (0...65_535).contains(port) else {
            throw ConfigurationError("\(source) must be a port number from 0 to 65535, not '\(text)'")
        }
        return port
    }

    public static func logLevel(_ text: String, from source: String) throws(ConfigurationError) -> Logger.Level {
        guard let level = Logger.Level(rawValue: text.lowercased()) else {
            throw ConfigurationError("\(source) must be one of trace, debug, info, notice, warning, error, critical")
        }
        return level
    }

    public static func seconds(_ text: String, from source: String) throws(ConfigurationError) -> Duration {
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 * 365 else {
            throw ConfigurationError("\(source) must be a positive number of seconds, not '\(text)'")
        }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }
}

/// A configuration value that cannot be used; the message names the setting.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
