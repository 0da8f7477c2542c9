import Foundation
import SalesClient
import SalesHTTP
import Synchronization
import Testing

@Suite struct VerboseTransportTests {
    @Test func logsEachRequestWithoutTheTokenOrThePassword() async throws {
        let lines = Mutex<[String]>([])
        let stub = TransportStub(["/login": [response(200, "{}")], "/sales": [response(200, "[]")]])
        let client = VerboseTransport(stub) { line in lines.withLock { $0.append(line) } }
        _ = try await client.send(
            TransportRequest(
                url: try #require(URL(string: "http://x.test/sales")), headers: ["Authorization": "secret-token"]))
        _ = try await client.send(
            TransportRequest(
                method: .post, url: try #require(URL(string: "http://x.test/login")),
                body: Data(#"{"password":"hunter2"}"#.utf8))
        )
        let log = lines.withLock { $0 }.joined(separator: "\n")
        #expect(lines.withLock { $0 }.count == 4)
        #expect(log.contains("Authorization: <redacted>"))
        #expect(log.contains("← 200 http://x.test/sales"))
        #expect(!log.contains("secret-token"))
        #expect(!log.contains("hunter2"))
    }
}
