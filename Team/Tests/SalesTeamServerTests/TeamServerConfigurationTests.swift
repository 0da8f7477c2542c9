import Foundation
import SalesConfiguration
import Testing

@testable import SalesTeamServer

/// The team server's settings: defaults, then the environment, then flags; each bad one in words.
@Suite struct TeamServerConfigurationTests {
    private let required = [
        "DATABASE_URL": "postgresql://sales:secret@db.internal/sales",
        "PUBLIC_ORIGIN": "https://Sales.Example.com/",
        "SESSION_KEY_FILE": "/run/credentials/sales-web-server/session-key",
    ]

    @Test func readsTheRequiredSettingsAndDefaultsTheRest() throws {
        let sut = try makeSUT(required)

        #expect(sut.publicOrigin.authority == "sales.example.com")
        #expect(sut.publicOrigin.description == "https://sales.example.com")
        #expect(sut.listen == ListenAddress(host: "127.0.0.1", port: 8090))
        #expect(sut.ratesURL.absoluteString == TeamServerConfiguration.defaultSalesAPIURL + "/rates")
        #expect(sut.trustedProxies == .none)
        #expect(sut.currency == .usd)
    }

    @Test func readsTheDisplayCurrencyAndRefusesOneThatIsNotACode() throws {
        #expect(try makeSUT(required.merging(["SALES_CURRENCY": "eur"]) { $1 }).currency.code == "EUR")
        #expect { try makeSUT(required, flags: TeamServerConfiguration.flags([.currency: "euro"])) } throws: {
            "\($0)".hasPrefix("--currency must be a three-letter currency code")
        }
    }

    @Test func letsAFlagWinOverItsVariable() throws {
        let sut = try makeSUT(
            required.merging(["LISTEN_ADDR": "0.0.0.0:9000", "TRUSTED_PROXIES": "10.0.0.1"]) { $1 },
            flags: TeamServerConfiguration.flags([.listen: "127.0.0.1:9001", .trustedProxies: "127.0.0.1, ::1"]))

        #expect(sut.listen == ListenAddress(host: "127.0.0.1", port: 9001))
        #expect(sut.trustedProxies.contains("127.0.0.1") && sut.trustedProxies.contains("::1"))
    }

    @Test(arguments: ["DATABASE_URL", "PUBLIC_ORIGIN", "SESSION_KEY_FILE"])
    func namesARequiredSettingThatIsMissing(_ name: String) {
        var environment = required
        environment[name] = nil

        #expect { try makeSUT(environment) } throws: {
            ($0 as? ConfigurationError)?.description.hasPrefix(name) == true
        }
    }

    @Test func neverRepeatsADatabaseURLItRefuses() {
        var environment = required
        environment["DATABASE_URL"] = "mysql://sales:hunter2@db/sales"

        #expect {
            try makeSUT(environment)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("DATABASE_URL must be a PostgreSQL URI") && !text.contains("hunter2")
        }
    }

    @Test(arguments: [
        "http://sales.example.com", "https://", "https://sales.example.com/path", "https://a b", "https://x:0",
    ])
    func refusesAnOriginThatIsNotHTTPSAndAHost(_ origin: String) {
        var environment = required
        environment["PUBLIC_ORIGIN"] = origin

        #expect(throws: ConfigurationError.self) { try makeSUT(environment) }
    }

    @Test func keepsANonDefaultPortInTheOrigin() throws {
        #expect(
            try PublicOrigin(parsing: "https://sales.example.com:8443", from: "x").authority == "sales.example.com:8443"
        )
        #expect(try PublicOrigin(parsing: "https://sales.example.com:443", from: "x").authority == "sales.example.com")
    }

    @Test func refusesATrustedProxyThatIsNotAnAddress() {
        #expect(throws: ConfigurationError.self) {
            try makeSUT(required, flags: TeamServerConfiguration.flags([.trustedProxies: "front.internal"]))
        }
    }

    private func makeSUT(_ environment: [String: String], flags: [SettingSources.Flag] = []) throws
        -> TeamServerConfiguration
    {
        try TeamServerConfiguration(settings: SettingSources(environment: environment, flags: flags))
    }
}
