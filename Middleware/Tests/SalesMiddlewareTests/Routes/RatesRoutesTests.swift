import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import SalesCore
import SalesMiddleware
import SalesVersion
import TestKit
import Testing

@Suite struct RatesRoutesTests {
    @Test func servesOneDirectUSDRatePerCurrencySortedAndExact() async throws {
        try await makeSUT(provider: RatesProviderStub(rates: try Fixtures.rates())).testRouter { client in
            let response = try await client.get("/rates")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let entries = try #require(response.json as? [[String: Any]])
            #expect(entries.map { $0["from"] as? String } == ["AUD", "BRL", "CAD", "EUR", "GBP", "INR", "JPY", "ZAR"])
            #expect(entries.allSatisfy { $0["to"] as? String == "USD" })
            #expect(response.text.contains(#"{"from":"GBP","to":"USD","rate":1.3216}"#))
            #expect(response.text.contains(#"{"from":"EUR","to":"USD","rate":1.18}"#))
            #expect(response.text.contains(#"{"from":"BRL","to":"USD","rate":0.14061824}"#))
        }
    }

    @Test func refreshesIntoHostileNumbersWithoutCrashingAndSaysWhy() async throws {
        // A good table first; on the next refresh, a rate below 1e-99 and a 70-step chain of 0.01.
        let chain = (0..<70).map { index in
            let (code, next) = (Self.chainCode(index), index == 0 ? "EUR" : Self.chainCode(index - 1))
            return #"{"from":"\#(code)","to":"\#(next)","rate":0.01}"#
        }
        let hostile =
            #"[{"from":"CZK","to":"EUR","rate":1e-127},{"from":"EUR","to":"USD","rate":1.18},"#
            + chain.joined(separator: ",") + "]"
        let provider = RatesProviderStub(rates: try Fixtures.rates())
        let clock = ManualClock()
        let fetches = RatesCacheObserverSpy()
        try await makeSUT(provider: provider, clock: clock, observer: fetches).testRouter { client in
            #expect(try await client.get("/rates").status == .ok)
            provider.answer(.success(try RatesMapper.map(Data(hostile.utf8), statusCode: 200)))
            clock.advance(by: .seconds(61))
            #expect(try await client.get("/rates").header("X-Cache") == "stale", "the old table while refreshing")
            await fetches.fetchesFinished(2)

            let rates = try await client.get("/rates?to=JPY")
            #expect(rates.status == .notFound, "JPY is no longer named by any rate")
            let usd = try await client.get("/rates")
            #expect(usd.status == .ok)
            #expect(usd.text.contains(#"{"from":"EUR","to":"USD","rate":1.18}"#))
            #expect(usd.text.contains(#"{"from":"QAA","to":"USD","rate":0.0118}"#))

            let diagnostics = try #require(try await client.get("/rates/diagnostics").json as? [String: Any])
            let skipped = try #require(diagnostics["skipped"] as? [[String: Any]])
            #expect(
                skipped.map { $0["reason"] as? String } == [
                    #""rate" 1e-127 is outside the supported magnitudes 1e-99 to 1e99"#
                ])
            let reasons = try #require(diagnostics["unreachable_reasons"] as? [String: String])
            #expect(reasons.count == 70 - 49, "1.18 × 0.01ⁿ stays within 1e-99 for the first 49 steps")
            #expect(reasons[Self.chainCode(69)]?.contains("about 1e-140") == true)
            #expect((diagnostics["unreachable"] as? [String])?.count == reasons.count)
        }
    }

    private static func chainCode(_ index: Int) -> String {
        "Q" + String(UnicodeScalar(UInt8(65 + index / 26))) + String(UnicodeScalar(UInt8(65 + index % 26)))
    }

    @Test func solvesForAnyTargetCaseInsensitively() async throws {
        try await makeSUT(provider: RatesProviderStub(rates: try Fixtures.rates())).testRouter { client in
            let response = try await client.get("/rates?to=eur")
            #expect(response.status == .ok)
            #expect(response.text.contains(#"{"from":"GBP","to":"EUR","rate":1.12}"#))
            #expect(!response.text.contains(#""from":"EUR""#))
        }
    }

    @Test func refusesAMalformedOrUnknownTarget() async throws {
        try await makeSUT(provider: RatesProviderStub(rates: try Fixtures.rates())).testRouter { client in
            let malformed = try await client.get("/rates?to=EURO")
            #expect(malformed.status == .badRequest)
            #expect(malformed.error?.contains("three-letter") == true)
            let repeated = try await client.get("/rates?to=EUR&to=GBP")
            #expect(repeated.status == .badRequest)
            #expect(repeated.error == "give `to` once, not 2 times")
            let unknown = try await client.get("/rates?to=XYZ")
            #expect(unknown.status == .notFound)
            #expect(unknown.error == "unknown currency XYZ: no upstream rate names it")
        }
    }

    @Test func saysHowFreshTheAnswerIsAndHowLongToKeepIt() async throws {
        let clock = ManualClock()
        try await makeSUT(provider: RatesProviderStub(rates: try Fixtures.rates()), clock: clock).testRouter { client in
            let first = try await client.get("/rates")
            #expect(first.header("X-Cache") == "miss")
            #expect(first.headers[.cacheControl] == "max-age=60")
            clock.advance(by: .seconds(15))
            let second = try await client.get("/rates")
            #expect(second.header("X-Cache") == "hit")
            #expect(second.headers[.cacheControl] == "max-age=45")
            #expect(second.headers[.age] == nil, "max-age already counts the 15 s: Age would count them twice")
            #expect(second.header("X-Request-Id")?.isEmpty == false)
            #expect(second.header("X-Request-Id") != first.header("X-Request-Id"))
            let traced = try await client.get("/rates", headers: [HTTPField.Name("X-Request-Id")!: "trace-42"])
            #expect(traced.header("X-Request-Id") == "trace-42")
        }
    }

    @Test func answersNotModifiedToAMatchingETag() async throws {
        try await makeSUT(provider: RatesProviderStub(rates: try Fixtures.rates())).testRouter { client in
            let first = try await client.get("/rates")
            let etag = try #require(first.headers[.eTag])
            #expect(etag.hasPrefix("\"") && etag.count == 18)

            let revalidated = try await client.get("/rates", headers: [.ifNoneMatch: "\"other\", \(etag)"])
            #expect(revalidated.status == .notModified)
            #expect(revalidated.body.readableBytes == 0)
            #expect(revalidated.headers[.eTag] == etag)

            let changed = try await client.get("/rates", headers: [.ifNoneMatch: "\"other\""])
            #expect(changed.status == .ok)
            let euro = try await client.get("/rates?to=EUR")
            #expect(euro.headers[.eTag] != etag)
        }
    }

    @Test func answersHEADWithTheHeadersOfGETAndNoBody() async throws {
        try await makeSUT(provider: RatesProviderStub(rates: try Fixtures.rates())).testRouter { client in
            let get = try await client.get("/rates")
            let head = try await client.executeRequest(uri: "/rates", method: .head, headers: [:], body: nil)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.eTag] == get.headers[.eTag])
            #expect(head.headers[.contentType] == get.headers[.contentType])
        }
    }

    @Test func explainsTheConversionPath() async throws {
        try await makeSUT(provider: RatesProviderStub(rates: try Fixtures.rates())).testRouter { client in
            let response = try await client.get("/rates/gbp/path")
            #expect(response.status == .ok)
            #expect(
                response.text
                    == #"{"from":"GBP","rate":1.3216,"steps":[{"from":"GBP","inverted":false,"rate":1.12,"to":"EUR","upstream":{"from":"GBP","rate":1.12,"to":"EUR"}},{"from":"EUR","inverted":false,"rate":1.18,"to":"USD","upstream":{"from":"EUR","rate":1.18,"to":"USD"}}],"to":"USD"}"#
            )
            let inverted = try #require(try await client.get("/rates/INR/path").json as? [String: Any])
            let steps = try #require(inverted["steps"] as? [[String: Any]])
            #expect(steps.first?["inverted"] as? Bool == true)
            #expect(try await client.get("/rates/USD/path").text == #"{"from":"USD","rate":1,"steps":[],"to":"USD"}"#)
        }
    }

    @Test func refusesPathsForUnknownOrUnreachableCurrencies() async throws {
        let rates = try Fixtures.rates() + [try rate("XAA", "XBB", "2")]
        try await makeSUT(provider: RatesProviderStub(rates: rates)).testRouter { client in
            #expect(try await client.get("/rates/XYZ/path").status == .notFound)
            let unreachable = try await client.get("/rates/XAA/path")
            #expect(unreachable.status == .notFound)
            #expect(unreachable.error == "XAA has no path to USD in the upstream rates")
            #expect(try await client.get("/rates/X1/path").status == .badRequest)
        }
    }

    @Test func saysWhyAPathIsMissingAsTheDiagnosticsDo() async throws {
        // XAA reaches USD only through a rate of 1e-60 twice: about 1e-120, beyond the limits.
        let tiny = "0." + String(repeating: "0", count: 59) + "1"
        let rates = try Fixtures.rates() + [try rate("XAA", "XBB", tiny), try rate("XBB", "USD", tiny)]
        try await makeSUT(provider: RatesProviderStub(rates: rates)).testRouter { client in
            let response = try await client.get("/rates/XAA/path")
            #expect(response.status == .notFound)
            #expect(
                response.error
                    == "XAA cannot be converted to USD: its rate would be about 1e-120, outside the supported magnitudes 1e-99 to 1e99"
            )
        }
    }

    @Test func readsCodesAsASCIILettersInAnyCaseAndDecodesThePath() async throws {
        try await makeSUT(provider: RatesProviderStub(rates: try Fixtures.rates())).testRouter { client in
            let decoded = try await client.get("/rates/%4APY/path")
            #expect(decoded.status == .ok)
            #expect(try await client.get("/rates/%6apy/path").status == .ok)
            #expect(try await client.get("/rates?to=eur").status == .ok)
            #expect(try await client.get("/rates?to=u%C5%BFd").status == .badRequest, "ſ is no S")
            #expect(try await client.get("/rates/%EF%AC%80a/path").status == .badRequest, "ﬀ is no FF")
        }
    }

    @Test func writesInconsistentRatesExactly() async throws {
        // EUR→USD 1.18 is used; USD→EUR at 0.8000…1 (38 digits) disagrees with 1 ÷ 1.18 by 5.6 %.
        let rates = try Fixtures.rates() + [try rate("USD", "EUR", "0.80000000000000000000000000000000000001")]
        try await makeSUT(provider: RatesProviderStub(rates: rates)).testRouter { client in
            let text = try await client.get("/rates/diagnostics").text
            #expect(text.contains(#""rate":0.80000000000000000000000000000000000001"#), "every digit, not 0.8")
            #expect(text.contains(#""expected":0.84745762711864406779661016949152542373"#))
            #expect(text.contains(#""relative_difference":0.0560000"#), "exact, rounded to 6 digits: \(text)")
        }
    }

    @Test func reportsWhatTheUpstreamGotWrong() async throws {
        let skipped = SkippedElement(index: 3, reason: .invalidRate(.notPositive(0)), summary: "from=EUR to=USD rate=0")
        let rates = try Fixtures.rates() + [try rate("XAA", "XBB", "2"), try rate("USD", "EUR", "0.5")]
        let provider = RatesProviderStub(.success(MappedList(elements: rates, skipped: [skipped])))
        try await makeSUT(provider: provider).testRouter { client in
            let response = try await client.get("/rates/diagnostics")
            #expect(response.status == .ok)
            let body = try #require(response.json as? [String: Any])
            #expect(body["target"] as? String == "USD")
            #expect(body["upstream_pairs"] as? Int == 11)
            #expect(body["reachable"] as? Int == 8)
            #expect(body["unreachable"] as? [String] == ["XAA", "XBB"])
            #expect(body["inconsistency_count"] as? Int == 1)
            let skippedBody = try #require((body["skipped"] as? [[String: Any]])?.first)
            #expect(skippedBody["reason"] as? String == "rate 0 is not positive")
            #expect(skippedBody["element"] as? String == "from=EUR to=USD rate=0")
            #expect(body["fetched_at"] is String)
        }
    }

    @Test func answersBadGatewayOrGatewayTimeoutWhenTheUpstreamFailsColdly() async throws {
        try await makeSUT(provider: RatesProviderStub(.failure(.badStatus(500, message: nil)))).testRouter { client in
            let response = try await client.get("/rates")
            #expect(response.status == .badGateway)
            #expect(response.error == "the upstream answered HTTP 500")
        }
        try await makeSUT(provider: RatesProviderStub(.failure(.timeout))).testRouter { client in
            let response = try await client.get("/rates")
            #expect(response.status == .gatewayTimeout)
            #expect(response.error == "the upstream did not answer in time")
        }
        try await makeSUT(provider: RatesProviderStub(.failure(.badPayload("expected a JSON array")))).testRouter {
            client in
            let response = try await client.get("/rates")
            #expect(response.status == .badGateway)
        }
    }

    @Test func answersBadGatewayOnceTheTableIsOlderThanTheStaleLimit() async throws {
        let clock = ManualClock()
        let provider = RatesProviderStub(rates: try Fixtures.rates())
        try await makeSUT(provider: provider, clock: clock, { $0.maxStale = .seconds(120) }).testRouter { client in
            #expect(try await client.get("/rates").status == .ok)
            provider.answer(.failure(.unreachable("connection refused")))
            clock.advance(by: .seconds(121))
            let response = try await client.get("/rates")
            #expect(response.status == .badGateway)
            #expect(response.error == "the upstream is unreachable: connection refused")
        }
    }

    @Test func servesStaleRatesWhenARefreshFails() async throws {
        let clock = ManualClock()
        let provider = RatesProviderStub(rates: try Fixtures.rates())
        let fetches = RatesCacheObserverSpy()
        try await makeSUT(provider: provider, clock: clock, observer: fetches).testRouter { client in
            let fresh = try await client.get("/rates")
            provider.answer(.failure(.unreachable("connection refused")))
            clock.advance(by: .seconds(61))
            let stale = try await client.get("/rates")
            #expect(stale.status == .ok)
            #expect(stale.header("X-Cache") == "stale")
            #expect(stale.headers[.cacheControl] == "max-age=0")
            #expect(stale.body == fresh.body)
            await fetches.fetchesFinished(2)
            let diagnostics = try #require(try await client.get("/rates/diagnostics").json as? [String: Any])
            #expect((diagnostics["last_error"] as? String)?.contains("connection refused") == true)
        }
    }
}

@Suite struct ServiceRoutesTests {
    @Test func answersHealthAlways() async throws {
        try await makeSUT(provider: RatesProviderStub(.failure(.timeout))).testRouter { client in
            let response = try await client.get("/health")
            #expect(response.status == .ok)
            #expect(response.text == #"{"status":"ok","version":"\#(SaleAssistant.version)"}"#)
        }
    }

    @Test func isReadyOnlyWhenRatesCanBeServed() async throws {
        let provider = RatesProviderStub(.failure(.unreachable("refused")))
        try await makeSUT(provider: provider).testRouter { client in
            let notReady = try await client.get("/ready")
            #expect(notReady.status == .serviceUnavailable)
            #expect(notReady.error?.hasPrefix("not ready") == true)
            provider.answer(.success(MappedList(elements: try Fixtures.rates())))
            #expect(try await client.get("/ready").status == .ok)
        }
    }

    @Test func forbidsEveryCacheToKeepWhatHealthAndReadinessSay() async throws {
        let provider = RatesProviderStub(.failure(.unreachable("refused")))
        try await makeSUT(provider: provider).testRouter { client in
            let answers = [
                try await client.get("/health"), try await client.get("/ready"),
                try await { () async throws -> TestResponse in
                    provider.answer(.success(MappedList(elements: try Fixtures.rates())))
                    return try await client.get("/ready")
                }(),
            ]
            #expect(answers.map(\.status) == [.ok, .serviceUnavailable, .ok])
            #expect(answers.map { $0.headers[.cacheControl] } == ["no-store", "no-store", "no-store"])
        }
    }

    @Test func answersUnknownRoutesWithJSON404() async throws {
        try await makeSUT(provider: RatesProviderStub(rates: [])).testRouter { client in
            let response = try await client.get("/nothing/here")
            #expect(response.status == .notFound)
            #expect(response.error == "no route for GET /nothing/here")
        }
    }

    @Test func exposesTheUpstreamFetchesAndTheTableInPrometheusFormat() async throws {
        let clock = ManualClock()
        try await makeSUT(provider: RatesProviderStub(rates: try Fixtures.rates()), clock: clock).testRouter { client in
            #expect(try await client.get("/rates").status == .ok)
            clock.advance(by: .seconds(12))

            let response = try await client.get("/metrics")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
            let lines = Set(response.text.split(separator: "\n").map(String.init))
            #expect(lines.contains(#"rates_upstream_fetches_total{outcome="ok"} 1"#))
            #expect(lines.contains(#"rates_upstream_fetches_total{outcome="timeout"} 0"#))
            #expect(lines.contains(#"rates_currencies{state="reachable"} 8.0"#))
            #expect(lines.contains("rates_table_age_seconds 12.0"))
            #expect(lines.contains("rates_upstream_fetch_duration_seconds_count 1"))
            #expect(lines.contains(#"build_info{version="\#(SaleAssistant.version)"} 1.0"#))
        }
    }

    @Test(
        arguments: [HTTPRequest.Method.post, .put, .delete, .patch, .trace, .options]
            + ["QUERY"].compactMap { HTTPRequest.Method($0) })
    func answersEveryOtherMethodOnEveryRouteWithJSON405(_ method: HTTPRequest.Method) async throws {
        try await makeSUT(provider: RatesProviderStub(rates: [])).testRouter { client in
            for path in ["/rates", "/rates/diagnostics", "/rates/EUR/path", "/health", "/ready", "/metrics"] {
                let response = try await client.executeRequest(uri: path, method: method, headers: [:], body: nil)
                #expect(response.status == .methodNotAllowed, "\(method) \(path)")
                #expect(response.headers[.allow] == "GET, HEAD")
                #expect(response.error?.contains("use GET") == true)
            }
            let unknown = try await client.executeRequest(uri: "/nowhere", method: method, headers: [:], body: nil)
            #expect(unknown.status == .notFound)
        }
    }

    @Test func answersAMethodOutsideTheStandardWithJSON501() async throws {
        let purge = try #require(HTTPRequest.Method("PURGE"))
        try await makeSUT(provider: RatesProviderStub(rates: [])).testRouter { client in
            for path in ["/rates", "/nowhere"] {
                let response = try await client.executeRequest(uri: path, method: purge, headers: [:], body: nil)
                #expect(response.status == .notImplemented)
                #expect(response.error == "the method PURGE is not supported; use GET")
            }
        }
    }
}
