import AppTesting
import FakeUpstream
import Foundation
import Hummingbird
import SalesConfiguration
import TestKit
import Testing

@Suite struct DataRoutesTests {
    @Test(arguments: [("/products", "products.json"), ("/sales", "sales.json")])
    func servesTheCapturedSamplesByteForByteToALoggedInClient(_ uri: String, _ fixture: String) async throws {
        try await makeSUT().testRouter { client in
            let token = try await client.login()
            let response = try await client.get(uri, token: token)
            #expect(response.status == .ok)
            #expect(Data(buffer: response.body) == (try Repository.fixture(fixture)))
        }
    }

    /// `--user NAME:PASSWORD:SEED`: each such user's products and sales are their own, the same
    /// for every login of theirs; the others see the served data; the rates are everyone's.
    @Test func servesEachUserWithDataOfTheirOwnTheirOwnProductsAndSales() async throws {
        try await makeSUT({
            $0.users = ["tester": "password", "alice": "a", "bob": "b"]
            $0.userSeeds = ["alice": 11, "bob": 12]
        }).testRouter { client in
            let alice = try await client.login(username: "alice", password: "a")
            let again = try await client.login(username: "alice", password: "a")
            let bob = try await client.login(username: "bob", password: "b")
            let tester = try await client.login()
            for uri in ["/products", "/sales"] {
                let (mine, also) = (
                    try await client.get(uri, token: alice).text, try await client.get(uri, token: again).text
                )
                let (theirs, served) = (
                    try await client.get(uri, token: bob).text, try await client.get(uri, token: tester).text
                )
                #expect(!mine.isEmpty && mine == also)
                #expect(mine != theirs && mine != served && theirs != served)
            }
            #expect(
                Data(buffer: try await client.get("/products", token: tester).body)
                    == (try Repository.fixture("products.json")))
        }
    }

    @Test func servesRatesWithoutAToken() async throws {
        try await makeSUT().testRouter { client in
            let response = try await client.get("/rates")
            #expect(response.status == .ok)
            #expect(Data(buffer: response.body) == (try Repository.fixture("rates.json")))
        }
    }

    @Test(arguments: ["/products", "/sales"])
    func refusesAMissingOrUnknownToken(_ uri: String) async throws {
        try await makeSUT().testRouter { client in
            let missing = try await client.get(uri)
            #expect(missing.status == .unauthorized)
            #expect(missing.message == "Missing token.")
            let unknown = try await client.get(uri, token: "0123456789abcdef0123456789abcdef")
            #expect(unknown.status == .unauthorized)
            #expect(unknown.message == "Invalid token.")
            let bearer = try await client.get(uri, token: "Bearer " + (try await client.login()))
            #expect(bearer.status == .unauthorized)
        }
    }

    @Test func expiresTokensAfterTheirLifetime() async throws {
        let clock = ManualClock()
        try await makeSUT({ $0.tokenLifetime = .seconds(120) }, clock: clock).testRouter { client in
            let token = try await client.login()
            clock.advance(by: .seconds(119))
            #expect(try await client.get("/products", token: token).status == .ok)
            clock.advance(by: .seconds(1))
            let expired = try await client.get("/products", token: token)
            #expect(expired.status == .unauthorized)
            #expect(expired.message == "Token expired.")
        }
    }

    @Test func renewsTokensOnUseWhenTheLifetimeSlides() async throws {
        let clock = ManualClock()
        try await makeSUT({ $0.slidingTokenLifetime = true }, clock: clock).testRouter { client in
            let token = try await client.login()
            for _ in 0..<3 {
                clock.advance(by: .seconds(100))
                #expect(try await client.get("/sales", token: token).status == .ok)
            }
            clock.advance(by: .seconds(121))
            #expect(try await client.get("/sales", token: token).status == .unauthorized)
        }
    }

    @Test func servesGeneratedDataWhenAsked() async throws {
        var options = GeneratorOptions()
        options.products = 3
        options.sales = 5
        let expected = DatasetGenerator(options: options).generate()
        try await makeSUT({ $0.data = .generated(options) }).testRouter { client in
            let token = try await client.login()
            #expect(try await client.get("/products", token: token).body == expected.products)
            #expect(try await client.get("/sales", token: token).body == expected.sales)
            #expect(try await client.get("/rates").body == expected.rates)
        }
    }

    @Test func refusesToStartWithoutItsFixtures() {
        #expect(throws: ConfigurationError.self) {
            _ = try makeSUT { $0.data = .fixtures(directory: "/nonexistent") }
        }
    }
}
