import Foundation
import SalesClient
import SalesCore
import Testing

@Suite struct ClientConfigurationTests {
    @Test func takesFlagsOverEnvironmentOverDefaults() throws {
        var options = ClientFlags()
        #expect(
            try ClientConfiguration(flags: options, environment: [:]).apiURL.absoluteString
                == "https://ile-b2p4.essentialdeveloper.com")
        let environment = [
            "SALES_API_URL": "http://env.test", "SALES_RATES_URL": "http://env.test/rates", "SALES_TIMEOUT": "3",
        ]
        #expect(
            try ClientConfiguration(flags: options, environment: environment).apiURL.absoluteString == "http://env.test"
        )
        options.apiURL = "http://flag.test"
        options.timeout = "1.5"
        let configuration = try ClientConfiguration(flags: options, environment: environment)
        #expect(configuration.apiURL.absoluteString == "http://flag.test")
        #expect(configuration.timeout == .milliseconds(1500))
        #expect(configuration.ratesURL.absoluteString == "http://env.test/rates")
    }

    @Test func keepsSessionsUnderXDGDataHome() throws {
        let xdg = try ClientConfiguration(
            flags: ClientFlags(), environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ana"])
        #expect(xdg.dataDirectory.path == "/data/saleassistant")
        let home = try ClientConfiguration(flags: ClientFlags(), environment: ["HOME": "/home/ana"])
        #expect(home.dataDirectory.path == "/home/ana/.local/share/saleassistant")
    }

    @Test func keepsTheRunningWebServersEntryWhereARebootClearsIt() throws {
        let runtime = try ClientConfiguration(
            flags: ClientFlags(), environment: ["XDG_RUNTIME_DIR": "/run/user/1000", "HOME": "/home/ana"])
        #expect(runtime.runtimeDirectory?.path == "/run/user/1000/saleassistant")
        for environment in [["HOME": "/home/ana"], ["XDG_RUNTIME_DIR": "relative", "HOME": "/home/ana"]] {
            #expect(try ClientConfiguration(flags: ClientFlags(), environment: environment).runtimeDirectory == nil)
        }
    }

    @Test func readsTheTokenKeyAsHexOrBase64() throws {
        let hex = String(repeating: "ab", count: 32)
        #expect(
            try ClientConfiguration(flags: ClientFlags(), environment: ["SALES_TOKEN_KEY": hex]).tokenKey
                == [UInt8](repeating: 0xAB, count: 32))
        let base64 = Data(repeating: 7, count: 32).base64EncodedString()
        #expect(
            try ClientConfiguration(flags: ClientFlags(), environment: ["SALES_TOKEN_KEY": base64]).tokenKey
                == [UInt8](repeating: 7, count: 32))
        #expect(throws: ClientError.self) {
            try ClientConfiguration(flags: ClientFlags(), environment: ["SALES_TOKEN_KEY": "short"])
        }
    }

    @Test func takesTheDisplayCurrencyFromTheFlagOverTheEnvironment() throws {
        #expect(try ClientConfiguration(flags: ClientFlags(), environment: [:]).currency == .usd)
        #expect(
            try ClientConfiguration(flags: ClientFlags(), environment: ["SALES_CURRENCY": "eur"]).currency.code == "EUR"
        )
        #expect(
            try ClientConfiguration(flags: ClientFlags(currency: " gbp "), environment: ["SALES_CURRENCY": "EUR"])
                .currency.code == "GBP")
        for bad in ["EURO", "E1R", "", "€", "uſd"] {
            #expect(throws: ClientError.self) {
                try ClientConfiguration(flags: ClientFlags(currency: bad), environment: [:])
            }
        }
    }

    @Test func refusesBadValuesWithAUsageError() {
        #expect(throws: ClientError.self) {
            try ClientConfiguration(flags: ClientFlags(), environment: ["SALES_API_URL": "ftp://x"])
        }
        for environment in [
            ["SALES_TIMEOUT": "soon"], ["SALES_TIMEOUT": "0x10"], ["SALES_TIMEOUT": "1e-9"],
            ["SALES_API_URL": "http://127.0.0.1:99999"], ["SALES_API_URL": "http://%00"], ["SALES_MAX_BODY": "-1"],
        ] {
            #expect {
                try ClientConfiguration(flags: ClientFlags(), environment: environment)
            } throws: { error in
                (error as? ClientError)?.exitCode == 2 && "\(error)".contains(environment.keys.first ?? "?")
            }
        }
        #expect {
            try ClientConfiguration(flags: ClientFlags(timeout: "0"), environment: ["SALES_TIMEOUT": "3"])
        } throws: { error in
            "\(error)".contains("--timeout must be a number of seconds above 0 up to 3600, not '0'")
        }
        #expect(ClientError.usage("x").exitCode == 2)
    }

    @Test func honoursNoColor() throws {
        #expect(try ClientConfiguration(flags: ClientFlags(), environment: ["NO_COLOR": "1"]).colorAllowed == false)
        #expect(try ClientConfiguration(flags: ClientFlags(), environment: [:]).colorAllowed == true)
        #expect(try ClientConfiguration(flags: ClientFlags(), environment: ["TERM": "dumb"]).colorAllowed == false)
    }
}
