import Foundation
import SalesConfiguration
import SalesMiddleware
import SalesServerTelemetry
import Testing

@Suite struct MiddlewareConfigurationTests {
    @Test func readsTheGoServicesEnvironment() throws {
        let configuration = try MiddlewareConfiguration(environment: [
            "RATES_ENDPOINT_URL": "http://upstream:8081/rates", "LISTEN_ADDR": "0.0.0.0:9090", "RATES_CACHE_TTL": "30",
            "UPSTREAM_TIMEOUT": "2.5", "LOG_LEVEL": "debug",
        ])
        #expect(configuration.ratesURL.absoluteString == "http://upstream:8081/rates")
        #expect(configuration.host == "0.0.0.0" && configuration.port == 9090)
        #expect(configuration.cacheTTL == .seconds(30))
        #expect(configuration.upstreamTimeout == .milliseconds(2500))
        #expect(configuration.logLevel == .debug)
    }

    @Test func defaultsToTheRealUpstreamOnLoopback() throws {
        let configuration = try MiddlewareConfiguration(environment: [:])
        #expect(configuration.ratesURL.absoluteString == "https://ile-b2p4.essentialdeveloper.com/rates")
        #expect(configuration.host == "127.0.0.1" && configuration.port == 8080)
        #expect(configuration.cacheTTL == .seconds(60))
        #expect(configuration.maxStale == .seconds(86_400))
        #expect(configuration.logFormat == .text)
        #expect(configuration.allowedOrigins == .none)
    }

    @Test func readsTheStaleLimitWithZeroForNone() throws {
        #expect(try MiddlewareConfiguration(environment: ["RATES_MAX_STALE": "3600"]).maxStale == .seconds(3_600))
        #expect(try MiddlewareConfiguration(environment: ["RATES_MAX_STALE": "0"]).maxStale == nil)
    }

    @Test func queuesAsManyConnectionsAsTheKernelAllowsUnlessTold() throws {
        #expect(try MiddlewareConfiguration(environment: [:]).listenBacklog == 65_535)
        #expect(try MiddlewareConfiguration(environment: ["LISTEN_BACKLOG": "100"]).listenBacklog == 100)
        for refused in ["0", "-1", "65536", "many"] {
            #expect(throws: ConfigurationError.self, "\(refused)") {
                try MiddlewareConfiguration(environment: ["LISTEN_BACKLOG": refused])
            }
        }
    }

    @Test func readsTheLogFormat() throws {
        #expect(try MiddlewareConfiguration(environment: ["LOG_FORMAT": "JSON"]).logFormat == .json)
    }

    @Test func readsAllowedOriginsAsAListOrAStar() throws {
        let listed = try MiddlewareConfiguration(environment: [
            "CORS_ALLOWED_ORIGINS": " https://app.example.com, http://localhost:3000 ,"
        ])
        #expect(listed.allowedOrigins == .only(["https://app.example.com", "http://localhost:3000"]))
        #expect(try MiddlewareConfiguration(environment: ["CORS_ALLOWED_ORIGINS": "*"]).allowedOrigins == .any)
        #expect(try MiddlewareConfiguration(environment: ["CORS_ALLOWED_ORIGINS": ""]).allowedOrigins == .none)
    }

    @Test func readsGoStyleAddresses() throws {
        let any = try MiddlewareConfiguration(environment: ["LISTEN_ADDR": ":8080"])
        #expect(any.host == "0.0.0.0")
        let loopback6 = try MiddlewareConfiguration(environment: ["LISTEN_ADDR": "[::1]:7000"])
        #expect(loopback6.host == "::1" && loopback6.port == 7000)
        #expect(loopback6.listenAddress.description == "[::1]:7000")
    }

    @Test func flagsWinOverTheEnvironmentAndAreNamedInErrors() throws {
        let environment = ["RATES_CACHE_TTL": "30", "LOG_LEVEL": "debug"]
        let flags = MiddlewareConfiguration.flags(cacheTTL: "5", logFormat: "json")
        let configuration = try MiddlewareConfiguration(
            settings: SettingSources(environment: environment, flags: flags))
        #expect(configuration.cacheTTL == .seconds(5))
        #expect(configuration.logLevel == .debug)
        #expect(configuration.logFormat == .json)
        #expect {
            try MiddlewareConfiguration(
                settings: SettingSources(environment: environment, flags: MiddlewareConfiguration.flags(cacheTTL: "x")))
        } throws: { error in
            "\(error)" == "--cache-ttl must be a number of seconds from 0 up to 86400, not 'x'"
        }
    }

    @Test(arguments: [
        ["RATES_ENDPOINT_URL": "ftp://x/rates"], ["RATES_ENDPOINT_URL": "not a url"], ["LISTEN_ADDR": "8080"],
        ["LISTEN_ADDR": "host:99999"], ["RATES_CACHE_TTL": "-1"], ["UPSTREAM_TIMEOUT": "0"], ["LOG_LEVEL": "chatty"],
        ["UPSTREAM_MAX_BYTES": "lots"], ["RATES_MAX_STALE": "-5"], ["RATES_MAX_STALE": "1e9"],
        ["LOG_FORMAT": "xml"], ["UPSTREAM_TIMEOUT": "0x10"], ["IDLE_TIMEOUT": "1e-9"], ["IDLE_TIMEOUT": "0.0001"],
        ["RATES_ENDPOINT_URL": "http://127.0.0.1:99999/rates"], ["RATES_ENDPOINT_URL": "http://%00/rates"],
        ["MAX_CONNECTIONS": "+5"], ["CORS_ALLOWED_ORIGINS": "example.com"],
        ["CORS_ALLOWED_ORIGINS": "https://a.example, *"], ["CORS_ALLOWED_ORIGINS": "https://a.example/path"],
    ])
    func refusesInvalidValuesNamingTheVariable(_ environment: [String: String]) {
        #expect {
            try MiddlewareConfiguration(environment: environment)
        } throws: { error in
            "\(error)".contains(environment.keys.first ?? "?")
        }
    }
}
