import AppTesting
import FakeUpstream
import Foundation
import Hummingbird
import Synchronization
import TestKit
import Testing

/// The fake on a real socket (127.0.0.1, a free port), for what only a live connection shows.
@Suite struct LiveServerTests {
    @Test func reportsTheBoundPortOnceListening() async throws {
        let announced = Mutex<Int?>(nil)
        var configuration = FakeUpstreamConfiguration()
        configuration.data = .fixtures(directory: Repository.fixtures.path)
        configuration.port = 0
        let app = try buildApplication(
            configuration: configuration, onListening: { _, port in announced.withLock { $0 = port } })
        try await app.testLive { client in
            let response = try await client.get("/rates")
            #expect(response.status == .ok)
            #expect(announced.withLock { $0 } == client.port)
            #expect((announced.withLock { $0 } ?? 0) > 0)
        }
    }

    @Test func truncatesTheBodyAndDropsTheConnection() async throws {
        try await makeSUT({ $0.faults[.rates] = Fault(truncated: true) }).testLive { client in
            let full = try Repository.fixture("rates.json").count
            do {
                let response = try await client.get("/rates")
                #expect(response.body.readableBytes < full)
            } catch {
                // The client noticed the connection closing before the announced length: as intended.
            }
        }
    }
}
