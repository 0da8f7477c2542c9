import Foundation
import SalesClient
import SalesHTTP
import Synchronization
import Testing

@Suite struct RetryingTransportTests {
    @Test func retriesAServerErrorThenSucceeds() async throws {
        let stub = TransportStub(["/sales": [response(500, "{}"), response(200, "[]")]])
        let waits = Mutex<[Duration]>([])
        let client = RetryingTransport(
            stub, sleep: { duration in waits.withLock { $0.append(duration) } }, jitter: { 1 })
        let result = try await client.send(TransportRequest(url: try #require(URL(string: "http://x.test/sales"))))
        #expect(result.statusCode == 200)
        #expect(stub.requests.count == 2)
        #expect(waits.withLock { $0 } == [.milliseconds(100)])
    }

    @Test func waitsOutAShortRetryAfterButReturnsALongOrMissingOne() async throws {
        func limited(_ retryAfter: String?) -> Result<TransportResponse, TransportError> {
            .success(TransportResponse(statusCode: 429, headers: retryAfter.map { ["retry-after": $0] } ?? [:]))
        }
        let short = TransportStub(["/sales": [limited("2"), response(200, "[]")]])
        let waits = Mutex<[Duration]>([])
        let client = RetryingTransport(short, sleep: { duration in waits.withLock { $0.append(duration) } })
        let url = try #require(URL(string: "http://x.test/sales"))
        #expect(try await client.send(TransportRequest(url: url)).statusCode == 200)
        #expect(waits.withLock { $0 } == [.seconds(2)])

        for answer in [limited("3600"), limited(nil), limited("soon")] {
            let stub = TransportStub(["/sales": [answer, response(200, "[]")]])
            #expect(
                try await RetryingTransport(stub, sleep: { _ in }).send(TransportRequest(url: url)).statusCode == 429)
            #expect(stub.requests.count == 1)
        }
    }

    @Test func givesUpAfterItsAttemptsWithTheLastAnswer() async throws {
        let stub = TransportStub(["/sales": [response(503, "{}")]])
        let waits = Mutex<[Duration]>([])
        let client = RetryingTransport(
            stub, attempts: 3, sleep: { duration in waits.withLock { $0.append(duration) } }, jitter: { 1 })
        let result = try await client.send(TransportRequest(url: try #require(URL(string: "http://x.test/sales"))))
        #expect(result.statusCode == 503)
        #expect(stub.requests.count == 3)
        #expect(waits.withLock { $0 } == [.milliseconds(100), .milliseconds(400)])
    }

    @Test func retriesDroppedConnectionsButNotTimeouts() async throws {
        let dropped = TransportStub(["/rates": [.failure(.connectionFailed("reset")), response(200, "[]")]])
        #expect(
            try await RetryingTransport(dropped, sleep: { _ in }).send(
                TransportRequest(url: try #require(URL(string: "http://x.test/rates")))
            ).statusCode == 200)
        let slow = TransportStub(["/rates": [.failure(.timeout)]])
        await #expect(throws: TransportError.timeout) {
            try await RetryingTransport(slow, sleep: { _ in }).send(
                TransportRequest(url: try #require(URL(string: "http://x.test/rates"))))
        }
        #expect(slow.requests.count == 1)
    }

    @Test func neverRepeatsALogin() async throws {
        let stub = TransportStub(["/login": [response(500, "{}"), response(200, "{}")]])
        let request = TransportRequest(
            method: .post, url: try #require(URL(string: "http://x.test/login")), body: Data("{}".utf8))
        #expect(try await RetryingTransport(stub, sleep: { _ in }).send(request).statusCode == 500)
        #expect(stub.requests.count == 1)
    }
}
