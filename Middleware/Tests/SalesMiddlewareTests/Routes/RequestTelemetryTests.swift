import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import SalesMiddleware
import SalesServerTelemetry
import ScriptedHTTPServer
import Synchronization
import TestKit
import Testing

/// What every request leaves behind: its metrics by route, method and status, and its log line.
@Suite struct RequestTelemetryTests {
    /// The answers a connection gives itself — a target too long, a head too large, a version it
    /// does not speak, an unknown method — are counted and timed like the router's, route `-`.
    @Test func countsTheRefusalsGivenAtTheConnection() async throws {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        let metrics = Mutex("")
        try await withRunningMiddleware(try liveConfiguration(upstream: upstream)) { port, _ in
            for request in [
                "GET /\(String(repeating: "a", count: 9_000)) HTTP/1.1\r\nHost: x\r\n\r\n",
                "GET /health HTTP/3.0\r\nHost: x\r\n\r\n", "FOO /rates HTTP/1.1\r\nHost: x\r\n\r\n",
                "GET /health HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "b", count: 90_000))\r\n\r\n",
            ] {
                _ = try await RawConnection(port: port).exchange(request, timeout: .seconds(5))
            }
            let answer = try await RawConnection(port: port).exchange(
                "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", timeout: .seconds(5))
            metrics.withLock { $0 = answer.received }
        }
        let lines = Set(metrics.withLock { $0 }.split(separator: "\n").map(String.init))
        for (method, status) in [("GET", 414), ("_OTHER", 505), ("_OTHER", 501), ("GET", 431)] {
            let labels = #"http_route="-",http_request_method="\#(method)",http_response_status_code="\#(status)""#
            #expect(lines.contains(#"http_server_requests_total{\#(labels)} 1"#), "\(method) \(status)")
            #expect(lines.contains(#"http_server_request_duration_seconds_count{\#(labels)} 1"#), "\(method) \(status)")
        }
    }

    @Test func countsAndTimesEveryRequestByRouteMethodAndStatus() async throws {
        try await makeSUT(provider: RatesProviderStub(rates: try Fixtures.rates())).testRouter { client in
            for _ in 0..<2 { #expect(try await client.get("/rates").status == .ok) }
            #expect(try await client.get("/nothing/here").status == .notFound)
            #expect(try await client.get("/rates?to=xx").status == .badRequest)

            let lines = Set(try await client.get("/metrics").text.split(separator: "\n").map(String.init))
            let rates = #"http_route="/rates",http_request_method="GET""#
            #expect(lines.contains(#"http_server_requests_total{\#(rates),http_response_status_code="200"} 2"#))
            #expect(
                lines.contains(
                    #"http_server_request_duration_seconds_count{\#(rates),http_response_status_code="200"} 2"#))
            #expect(lines.contains(#"http_server_requests_total{\#(rates),http_response_status_code="400"} 1"#))
            #expect(lines.contains(#"http_server_request_errors_total{\#(rates),error_type="400"} 1"#))
            #expect(
                lines.contains(
                    #"http_server_request_duration_seconds_count{\#(rates),http_response_status_code="400"} 1"#),
                "an error is timed too: the histogram counts every answer")
            #expect(
                lines.contains(
                    #"http_server_requests_total{http_route="NotFound",http_request_method="GET",http_response_status_code="404"} 1"#
                ))
            #expect(
                lines.contains(#"http_server_active_requests{http_request_method="GET"} 1.0"#),
                "the /metrics request itself")
        }
    }

    @Test(arguments: [LogFormat.text, .json])
    func writesOneLineARequestWithItsIdRouteStatusDurationAndCacheState(_ format: LogFormat) async throws {
        let requestID = try #require(HTTPField.Name("X-Request-Id"))
        // The logger's own metadata joins the line, in key order.
        let (lines, ours) = try await logLines(format, metadata: ["replica": "2"]) { client in
            let response = try await client.execute(uri: "/rates", method: .get, headers: [requestID: "caller-7"])
            #expect(response.headers[requestID] == "caller-7")
            return try #require(try await client.get("/health").headers[requestID])
        }
        #expect(ours.wholeMatch(of: #/[0-9a-f]{32}/#) != nil, "one of ours when the caller sent none: \(ours)")
        #expect(lines.contains { $0.contains("/health") && $0.contains(ours) }, "the same id in its log line")
        let line = try #require(lines.last { $0.contains("/rates") })
        switch format {
        case .text:
            #expect(
                line.wholeMatch(
                    of:
                        #/\S+Z info sales-middleware: GET /rates 200 cache=(miss|hit) duration_ms=\d+\.\d{3} replica=2 request_id=caller-7 route=/rates status=200/#
                ) != nil, "\(line)")
        case .json:
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["message"] as? String == "GET /rates 200")
            #expect(object["request_id"] as? String == "caller-7")
            #expect(object["route"] as? String == "/rates" && object["status"] as? Int == 200)
            #expect(object["replica"] as? String == "2")
            #expect(object["duration_ms"] is Double || object["duration_ms"] is Int, "a number")
        }
    }

    /// The usual case, written straight from the request's fields (a logger with no metadata of
    /// its own): the same line as through swift-log.
    @Test(arguments: [LogFormat.text, .json], [false, true])
    func writesTheSameLineWhenTheLoggerCarriesNothingElse(_ format: LogFormat, throughSwiftLog: Bool) async throws {
        let requestID = try #require(HTTPField.Name("X-Request-Id"))
        let (lines, _) = try await logLines(format, throughSwiftLog: throughSwiftLog) { client in
            for _ in 0..<2 {
                _ = try await client.execute(uri: "/rates", method: .get, headers: [requestID: "caller-8"])
            }
        }
        let line = try #require(lines.last { $0.contains("/rates") })
        switch format {
        case .text:
            #expect(
                line.wholeMatch(
                    of:
                        #/\S+Z info sales-middleware: GET /rates 200 cache=hit duration_ms=\d+\.\d{3} request_id=caller-8 route=/rates status=200/#
                ) != nil, "\(line)")
        case .json:
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(
                Set(object.keys) == [
                    "timestamp", "level", "label", "message", "cache", "duration_ms", "request_id", "route", "status",
                ])
            #expect(object["message"] as? String == "GET /rates 200" && object["level"] as? String == "info")
            #expect(object["cache"] as? String == "hit" && object["request_id"] as? String == "caller-8")
            #expect(object["route"] as? String == "/rates" && object["status"] as? Int == 200)
            #expect(object["duration_ms"] is Double || object["duration_ms"] is Int, "a number")
        }
    }

    // MARK: - Helpers

    /// The log lines the requests `body` makes leave, written in `format` by a ``LineLogHandler``
    /// whose logger carries `metadata` of its own — the requests' own lines by `requestLog`'s way
    /// (the composition root's ``LineRequestLog``, or swift-log) — with what `body` returns.
    private func logLines<Value: Sendable>(
        _ format: LogFormat, metadata: Logger.Metadata = [:], throughSwiftLog: Bool = false,
        _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> (lines: [String], value: Value) {
        let pipe = try PipeCapture()
        let sink = LogSink(descriptor: pipe.writeDescriptor)
        var logger = Logger(label: "sales-middleware") { LineLogHandler(label: $0, format: format, sink: sink) }
        for (key, value) in metadata { logger[metadataKey: key] = value }
        let requestLog: any RequestLog =
            throughSwiftLog ? LoggerRequestLog() : LineRequestLog(format: format, sink: sink)
        let app = try makeSUT(
            provider: RatesProviderStub(rates: try Fixtures.rates()), logger: logger, requestLog: requestLog)
        let value = try await app.testRouter(body)
        sink.close()
        return (pipe.finish().split(separator: "\n").map(String.init), value)
    }
}
