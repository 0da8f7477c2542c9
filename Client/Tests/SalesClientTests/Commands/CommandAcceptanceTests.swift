import ArgumentParser
import Foundation
import SalesClient
import SalesCore
import Testing

/// Each command's `run(in:)` driven in process, with a stubbed network, an in-memory session and a
/// console that keeps what is written: the composition root's seams, as the app uses them.
@Suite struct CommandAcceptanceTests {
    @Test func logsInWithThePasswordFromStandardInputAndKeepsTheToken() async throws {
        let (environment, console, tokens, _) = try makeSUT(
            ["/login": [response(200, #"{"access_token":"abc"}"#)]], input: ["password"])
        let command = try LoginCommand.parse(["--username", "tester", "--password-stdin"])
        try await command.run(in: environment)
        #expect(tokens.token?.rawValue == "abc")
        #expect(console.err == "Logged in as tester.\n")
    }

    @Test func saysWhatHappenedWhenTheLoginAddressIsWrong() async throws {
        let (environment, _, tokens, _) = try makeSUT(
            ["/login": [response(404, "<html>Not Found</html>")]], input: ["password"])
        let command = try LoginCommand.parse(["--username", "tester", "--password-stdin"])
        await #expect {
            try await command.run(in: environment)
        } throws: { error in
            guard case ClientError.notFound(service: "sales API", url: let url) = error else { return false }
            return url == "http://upstream.test/login" && (error as? ClientError)?.exitCode == 4
        }
        #expect(tokens.token == nil)
    }

    @Test func listsProductsInReadingOrderWithTheirSales() async throws {
        let (environment, console, _, _) = try makeSUT(catalog, token: "tok")
        try await ProductsCommand.parse([]).run(in: environment)
        let lines = console.out.split(separator: "\n")
        #expect(lines.first?.hasPrefix("PRODUCT") == true)
        #expect(lines.dropFirst().first?.hasPrefix("AirTag") == true)
        #expect(console.out.contains("10 products · 2,485 sales"))
        #expect(console.err.isEmpty)
    }

    @Test func showsAProductInUSDAsJSON() async throws {
        let (environment, console, _, _) = try makeSUT(catalog.merging(rates) { $1 }, token: "tok")
        try await ProductCommand.parse(["mac mini", "--json"]).run(in: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [String: Any])
        #expect(object["sales_count"] as? Int == 264)
        #expect(object["total_usd"] as? String == "267716.41")
        #expect(object["total_is_complete"] as? Bool == true)
    }

    @Test func showsTheSalesWithoutUSDAndExitsFourWhenTheMiddlewareIsDown() async throws {
        let (environment, console, _, _) = try makeSUT(catalog, token: "tok")
        let command = try ProductCommand.parse(["iMac", "--json"])
        await #expect(throws: ExitCode(4)) { try await command.run(in: environment) }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [String: Any])
        #expect(object["total_usd"] is NSNull)
        #expect(object["sales_count"] as? Int == 189)
        #expect(console.err.contains("cannot reach the rates middleware"))
    }

    @Test func printsTheDirectRates() async throws {
        let (environment, console, _, _) = try makeSUT(rates)
        try await RatesCommand.parse(["--json"]).run(in: environment)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [[String: Any]])
        #expect(
            entries.compactMap { $0["from"] as? String } == ["AUD", "BRL", "CAD", "EUR", "GBP", "INR", "JPY", "ZAR"])
        #expect(console.out.contains(#""rate": 0.5955216769890424011434016198189614102"#), "exact, every digit")
    }

    @Test func logsOutOnceAndSaysSo() throws {
        let (environment, console, tokens, _) = try makeSUT([:], token: "tok")
        try LogoutCommand.parse([]).run(in: environment)
        try LogoutCommand.parse([]).run(in: environment)
        #expect(tokens.token == nil)
        #expect(console.err == "Logged out.\nNot logged in.\n")
    }

    private var catalog: [String: [Result<HTTPResponse, TransportError>]] {
        get throws {
            [
                "/products": [response(200, try fixture("products.json"))],
                "/sales": [response(200, try fixture("sales.json"))],
            ]
        }
    }

    private var rates: [String: [Result<HTTPResponse, TransportError>]] {
        get throws {
            // The middleware's answer for the fixtures: direct rates to USD.
            let table = RateTable(
                rates: try RatesMapper.map(Data(try fixture("rates.json").utf8), statusCode: 200).elements)
            let body =
                "["
                + table.directRates.map { #"{"from":"\#($0.from)","to":"USD","rate":\#($0.rate)}"# }
                .joined(separator: ",") + "]"
            return ["/rates": [response(200, body)]]
        }
    }

    private func makeSUT(
        _ answers: [String: [Result<HTTPResponse, TransportError>]], token: String? = nil, input: [String] = []
    ) throws -> (ClientEnvironment, ConsoleSpy, TokenStoreSpy, HTTPClientStub) {
        let http = HTTPClientStub(answers)
        let tokens = TokenStoreSpy(token: token.flatMap(AccessToken.init))
        let console = ConsoleSpy()
        let api = SalesAPI(
            http: http,
            apiURL: try #require(URL(string: "http://upstream.test")),
            ratesURL: try #require(URL(string: "http://middleware.test/rates")),
            timeout: .seconds(5)
        )
        let environment = ClientEnvironment(
            session: SalesSession(api: api, tokens: tokens), console: console.console, input: ScriptedInput(input))
        return (environment, console, tokens, http)
    }
}
