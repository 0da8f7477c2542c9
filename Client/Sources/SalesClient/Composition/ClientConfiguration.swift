import Foundation
import SalesCore

/// Everything the client is told: defaults, then environment, then flags.
public struct ClientConfiguration: Sendable, Equatable {
    public static let defaultAPIURL = "https://ile-b2p4.essentialdeveloper.com"
    public static let defaultRatesURL = "http://127.0.0.1:8080/rates"

    public var apiURL: URL
    public var ratesURL: URL
    public var timeout: Duration = .seconds(10)
    /// The largest response body accepted, in bytes (`SALES_MAX_BODY`; default 256 MiB).
    public var maximumBodyBytes = CurlHTTPClient.defaultMaximumBodyBytes
    public var verbose = false
    public var colorAllowed = true
    /// `$XDG_DATA_HOME/saleassistant`, or `~/.local/share/saleassistant`.
    public var dataDirectory: URL
    /// From `SALES_TOKEN_KEY` (64 hex digits or base64 of 32 bytes); `nil` uses the key file.
    public var tokenKey: [UInt8]?
    /// Converted amounts and totals are shown in this currency (`--currency`, `SALES_CURRENCY`).
    public var currency = CurrencyCode.usd

    public init(flags options: ClientFlags, environment: [String: String]) throws(ClientError) {
        apiURL = try Self.url(
            options.apiURL ?? environment["SALES_API_URL"] ?? Self.defaultAPIURL, name: "--api-url / SALES_API_URL")
        ratesURL = try Self.url(
            options.ratesURL ?? environment["SALES_RATES_URL"] ?? Self.defaultRatesURL,
            name: "--rates-url / SALES_RATES_URL"
        )
        if let seconds = options.timeout ?? environment["SALES_TIMEOUT"].flatMap(Double.init) {
            guard seconds.isFinite, seconds > 0, seconds <= 3600 else {
                throw .usage("--timeout / SALES_TIMEOUT must be a number of seconds above 0 up to 3600")
            }
            timeout = .milliseconds(Int64((seconds * 1000).rounded()))
        } else if let text = environment["SALES_TIMEOUT"] {
            throw .usage("SALES_TIMEOUT must be a number of seconds, not '\(text)'")
        }
        if let text = environment["SALES_MAX_BODY"] {
            guard let bytes = Int(text), bytes > 0 else {
                throw .usage("SALES_MAX_BODY must be a positive number of bytes, not '\(text.prefix(32))'")
            }
            maximumBodyBytes = bytes
        }
        if let text = options.currency ?? environment["SALES_CURRENCY"] {
            currency = try Self.currency(text)
        }
        verbose = options.verbose
        colorAllowed = !options.noColor && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        if let home = environment["XDG_DATA_HOME"], home.hasPrefix("/") {
            dataDirectory = URL(fileURLWithPath: home).appendingPathComponent("saleassistant")
        } else {
            let home =
                environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
            dataDirectory = home.appendingPathComponent(".local/share/saleassistant")
        }
        if let key = environment["SALES_TOKEN_KEY"] {
            guard let bytes = Self.key(key) else {
                throw .usage("SALES_TOKEN_KEY must be 32 bytes as 64 hex digits or base64")
            }
            tokenKey = bytes
        }
    }

    private static func url(_ text: String, name: String) throws(ClientError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host?.isEmpty == false
        else { throw .usage("\(name) must be an http or https URL, not '\(text)'") }
        return url
    }

    /// A currency code as people type it (any case, surrounding spaces ignored).
    static func currency(_ text: String) throws(ClientError) -> CurrencyCode {
        let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard trimmed.count == 3, let code = CurrencyCode(trimmed) else {
            throw .usage(
                "--currency / SALES_CURRENCY must be a three-letter currency code such as EUR, not '\(text.prefix(16))'"
            )
        }
        return code
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
