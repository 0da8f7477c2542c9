import Foundation
import Logging
import SalesServerTelemetry
import TestKit
import Testing

/// Log lines as people and log shippers read them.
@Suite struct LineLogHandlerTests {
    @Test func writesTextLinesWithSortedMetadataAndTheRequestIDNamedPlainly() throws {
        let lines = try capture(format: .text, at: 1_795_810_512, milliseconds: 7) { logger in
            logger[metadataKey: "hb.request.id"] = "abc123"
            logger.info("GET /rates 200", metadata: ["status": .stringConvertible(200), "cache": "hit"])
        }
        #expect(
            lines == [
                "2026-11-27T20:15:12.007Z info sales-middleware: GET /rates 200 cache=hit request_id=abc123 status=200"
            ])
    }

    @Test(arguments: [
        (0, "1970-01-01T00:00:00.000Z"), (951_782_400, "2000-02-29T00:00:00.000Z"),
        (-86_400, "1969-12-31T00:00:00.000Z"), (253_402_300_799, "9999-12-31T23:59:59.000Z"),
    ])
    func stampsEachLineInUTC(_ seconds: Int64, _ expected: String) throws {
        let lines = try capture(format: .text, at: seconds) { $0.info("tick") }
        #expect(lines.first?.hasPrefix(expected + " info") == true)
    }

    @Test func writesOneJSONObjectPerLineWithNumbersAsNumbers() throws {
        let lines = try capture(format: .json, at: 0) { logger in
            logger[metadataKey: "hb.request.id"] = "abc123"
            logger.info(
                "GET /rates 200",
                metadata: [
                    "route": "/rates", "status": .stringConvertible(200), "duration_ms": .stringConvertible(0.25),
                ])
        }
        let line = try #require(lines.first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["timestamp"] as? String == "1970-01-01T00:00:00.000Z")
        #expect(object["level"] as? String == "info")
        #expect(object["message"] as? String == "GET /rates 200")
        #expect(object["request_id"] as? String == "abc123")
        #expect(object["route"] as? String == "/rates")
        #expect(object["status"] as? Int == 200)
        #expect(object["duration_ms"] as? Double == 0.25)
    }

    @Test func escapesControlCharactersInTextAndKeepsThemExactInJSON() throws {
        // The terminals' rule: what reorders text (a right-to-left override) is escaped too.
        let hostile = "\u{1B}]0;pwned\u{07}\nFAKE\u{9B}\u{202E}"
        let text = try capture(format: .text, at: 0) { $0.warning("name: \(hostile)") }
        #expect(
            text == [
                #"1970-01-01T00:00:00.000Z warning sales-middleware: name: \u{1B}]0;pwned\u{7}\u{A}FAKE\u{9B}\u{202E}"#
            ])

        let json = try capture(format: .json, at: 0) { $0.warning("name: \(hostile)") }
        #expect(json.count == 1)
        let object = try JSONSerialization.jsonObject(with: Data(try #require(json.first).utf8)) as? [String: Any]
        #expect(object?["message"] as? String == "name: \(hostile)")
    }

    @Test func dropsAndCountsLinesWhenTheWriterFallsBehind() throws {
        let pipe = try PipeCapture()
        let sink = LogSink(descriptor: pipe.writeDescriptor, capacity: 4_096)
        let logger = makeLogger(format: .text, sink: sink, at: 0)
        let payload = String(repeating: "x", count: 60)
        // 2,000 lines of ~100 bytes: far more than the pipe (64 KiB) and the sink (4 KiB) hold
        // while nobody reads, so some must be dropped.
        for index in 0..<2_000 { logger.info("\(index) \(payload)") }
        sink.close()
        let lines = pipe.finish().split(separator: "\n")

        let notes = lines.filter { $0.hasPrefix("log: ") }
        let droppedCount = notes.compactMap { Int($0.split(separator: " ")[1]) }.reduce(0, +)
        #expect(droppedCount > 0)
        #expect(lines.count - notes.count + droppedCount == 2_000, "every line written or counted")
    }

    private func capture(
        format: LogFormat, at seconds: Int64, milliseconds: Int64 = 0, _ body: (inout Logger) -> Void
    ) throws -> [String] {
        let pipe = try PipeCapture()
        let sink = LogSink(descriptor: pipe.writeDescriptor)
        var logger = makeLogger(format: format, sink: sink, at: seconds, milliseconds: milliseconds)
        body(&logger)
        sink.close()
        return pipe.finish().split(separator: "\n").map(String.init)
    }

    private func makeLogger(format: LogFormat, sink: LogSink, at seconds: Int64, milliseconds: Int64 = 0) -> Logger {
        Logger(label: "sales-middleware") { label in
            LineLogHandler(
                label: label, format: format, sink: sink,
                clock: { Date(timeIntervalSince1970: Double(seconds) + Double(milliseconds) / 1000) })
        }
    }
}
