import AppTesting
import FakeUpstream
import Foundation
import Hummingbird
import TestKit
import Testing

@Suite struct FaultRoutesTests {
    @Test func failsWithTheConfiguredStatusThenRecoversAfterTimes() async throws {
        let fault = Fault(failureRate: 1, failureStatus: 503, times: 2)
        try await makeSUT({ $0.faults[.sales] = fault }).testRouter { client in
            let token = try await client.login()
            #expect(try await client.get("/sales", token: token).status == .serviceUnavailable)
            #expect(try await client.get("/sales", token: token).status == .serviceUnavailable)
            #expect(try await client.get("/sales", token: token).status == .ok)
            #expect(try await client.get("/products", token: token).status == .ok)
        }
    }

    @Test func answersMalformedJSONWithA200() async throws {
        try await makeSUT({ $0.faults[.rates] = Fault(malformed: true) }).testRouter { client in
            let response = try await client.get("/rates")
            #expect(response.status == .ok)
            #expect((try? JSONSerialization.jsonObject(with: Data(buffer: response.body))) == nil)
        }
    }

    @Test func forcesA401EvenWithAGoodToken() async throws {
        try await makeSUT().testRouter { client in
            let token = try await client.login()
            _ = try await client.put("/_admin/faults/products", json: #"{"unauthorized": true}"#)
            #expect(try await client.get("/products", token: token).status == .unauthorized)
            #expect(try await client.get("/sales", token: token).status == .ok)
            _ = try await client.put("/_admin/faults/login", json: #"{"unauthorized": true}"#)
            #expect(try await client.login().isEmpty)
        }
    }

    @Test func holdsARequestUntilTheAdminReleasesItThenAnswersAsUsual() async throws {
        try await makeSUT({ $0.faults[.rates] = Fault(held: true, times: 1) }).testRouter { client in
            try await withThrowingTaskGroup(of: Int.self) { group in
                group.addTask { Int(try await client.get("/rates").status.code) }
                var held = ""
                for _ in 0..<10_000 where held != #"{"held":1}"# {
                    await Task.yield()
                    held = try await client.get("/_admin/held").text
                }
                try #require(held == #"{"held":1}"#, "the request is held")
                let released = try await client.executeRequest(
                    uri: "/_admin/release", method: .post, headers: [:], body: nil)
                #expect(released.text == #"{"released":1}"#)
                #expect(try await group.next() == 200)
            }
            #expect(try await client.get("/_admin/held").text == #"{"held":0}"#)
            #expect(try await client.get("/rates").status == .ok, "held once (times: 1)")
        }
    }

    @Test func setsListsAndClearsFaultsThroughTheAdminAPI() async throws {
        try await makeSUT().testRouter { client in
            let set = try await client.put("/_admin/faults/rates", json: #"{"failure_rate": 1, "failure_status": 500}"#)
            #expect(set.status == .ok)
            #expect(try await client.get("/rates").status == .internalServerError)
            let listed = try await client.get("/_admin/faults")
            #expect(listed.text.contains(#""rates":{"#))
            let cleared = try await client.executeRequest(
                uri: "/_admin/faults/rates", method: .delete, headers: [:], body: nil)
            #expect(cleared.status == .noContent)
            #expect(try await client.get("/rates").status == .ok)
        }
    }

    @Test(arguments: [
        #"{"failure_rate": 2}"#, #"{"failure_status": 200}"#, #"{"times": 0}"#, "nope", #"{"latency_ms": -1}"#,
    ])
    func refusesAnInvalidFault(_ json: String) async throws {
        try await makeSUT().testRouter { client in
            let response = try await client.put("/_admin/faults/rates", json: json)
            #expect(response.status == .badRequest)
        }
    }

    @Test func refusesAnUnknownEndpoint() async throws {
        try await makeSUT().testRouter { client in
            let response = try await client.put("/_admin/faults/orders", json: "{}")
            #expect(response.status == .notFound)
            #expect(response.message?.contains("login, products, sales, rates") == true)
        }
    }
}

@Suite struct AdminRoutesTests {
    @Test func countsRequestsPerEndpointAndResets() async throws {
        try await makeSUT().testRouter { client in
            let token = try await client.login()
            _ = try await client.get("/rates")
            _ = try await client.get("/rates")
            _ = try await client.get("/sales", token: token)
            _ = try await client.get("/products")  // refused, still counted
            let stats = try await client.get("/_admin/stats")
            #expect(stats.text == #"{"login":1,"products":1,"rates":2,"sales":1}"#)

            #expect(
                try await client.executeRequest(uri: "/_admin/reset", method: .post, headers: [:], body: nil).status
                    == .noContent)
            #expect(try await client.get("/_admin/stats").text == #"{"login":0,"products":0,"rates":0,"sales":0}"#)
        }
    }

    @Test func replacesAPayloadUntilReset() async throws {
        try await makeSUT().testRouter { client in
            let replaced = try await client.put("/_admin/data/rates", json: #"[{"from":"EUR","to":"USD","rate":1.2}]"#)
            #expect(replaced.status == .noContent)
            #expect(try await client.get("/rates").text == #"[{"from":"EUR","to":"USD","rate":1.2}]"#)
            _ = try await client.executeRequest(uri: "/_admin/reset", method: .post, headers: [:], body: nil)
            #expect(Data(buffer: try await client.get("/rates").body) == (try Repository.fixture("rates.json")))
        }
    }

    @Test func answersHealthChecksWithoutCountingThem() async throws {
        try await makeSUT().testRouter { client in
            let health = try await client.get("/_admin/health")
            #expect(health.status == .ok)
            #expect(health.text == #"{"status":"ok"}"#)
            #expect(try await client.get("/_admin/stats").text == #"{"login":0,"products":0,"rates":0,"sales":0}"#)
        }
    }

    @Test func expiresEverySessionOnDemand() async throws {
        try await makeSUT().testRouter { client in
            let token = try await client.login()
            _ = try await client.executeRequest(uri: "/_admin/tokens/expire", method: .post, headers: [:], body: nil)
            #expect(try await client.get("/products", token: token).status == .unauthorized)
        }
    }
}
