import Foundation
import SalesMiddleware
import ScriptedHTTPServer
import Testing

/// `MAX_CONNECTIONS`: idle connections make room for new ones; only when every connection is busy
/// is a new one refused, with a 503 it can read.
@Suite struct ConnectionLimitTests {
    @Test func closesTheLongestIdleConnectionToMakeRoomForANewOne() async throws {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        var configuration = try liveConfiguration(upstream: upstream)
        configuration.maxConnections = 2
        try await withRunningMiddleware(configuration) { port, _ in
            let oldest = try RawConnection(port: port)
            oldest.send(Self.health)
            #expect(await oldest.readResponse(timeout: .seconds(10))?.hasPrefix("HTTP/1.1 200") == true)
            let newer = try RawConnection(port: port)
            newer.send(Self.health)
            #expect(await newer.readResponse(timeout: .seconds(10))?.hasPrefix("HTTP/1.1 200") == true)

            let arriving = try RawConnection(port: port)
            arriving.send(Self.health)

            #expect(await arriving.readResponse(timeout: .seconds(10))?.hasPrefix("HTTP/1.1 200") == true)
            #expect(await oldest.readUntilClosed(timeout: .seconds(10)) == ("", true), "the longest idle was closed")
            newer.send(Self.health)
            #expect(
                await newer.readResponse(timeout: .seconds(10))?.hasPrefix("HTTP/1.1 200") == true, "the newer kept")
        }
    }

    @Test func keepsAnsweringWhileHalfSentRequestsHoardEverySlot() async throws {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        var configuration = try liveConfiguration(upstream: upstream)
        configuration.maxConnections = 3
        try await withRunningMiddleware(configuration) { port, _ in
            let hoarders = try (0..<10).map { _ in try RawConnection(port: port) }
            for hoarder in hoarders { hoarder.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n") }
            // Readiness: every hoarder is registered once all but 3 have been closed to make room
            // (connections are accepted on several event loops; a late one would otherwise make room
            // by closing a client whose request has not been read yet).
            let (closures, closed) = AsyncStream.makeStream(of: Void.self)
            let watching = Task {
                await withTaskGroup(of: Void.self) { group in
                    for hoarder in hoarders {
                        group.addTask {
                            if await hoarder.readUntilClosed(timeout: .seconds(10)).closed { closed.yield() }
                        }
                    }
                }
                closed.finish()
            }
            var closings = closures.makeAsyncIterator()
            var evicted = 0
            while evicted < hoarders.count - 3, await closings.next() != nil { evicted += 1 }
            #expect(evicted == 7)

            // Each client stays open, so the next one too finds every slot taken and makes room.
            var clients: [RawConnection] = []
            for _ in 0..<5 {
                let client = try RawConnection(port: port)
                client.send(Self.health)
                #expect(await client.readResponse(timeout: .seconds(10))?.hasPrefix("HTTP/1.1 200") == true)
                clients.append(client)
            }
            while await closings.next() != nil { evicted += 1 }
            await watching.value
            withExtendedLifetime(clients) {}  // open until every hoarder has been seen closed
            #expect(evicted == hoarders.count, "the clients closed the last hoarders to make room")
        }
    }

    @Test func refusesANewConnectionWithServiceUnavailableWhenEveryOneIsBusy() async throws {
        let upstream = try HeldUpstream()
        defer { upstream.release() }
        var configuration = try liveConfiguration(upstream: upstream.server)
        configuration.maxConnections = 1
        try await withRunningMiddleware(configuration) { port, _ in
            let busy = try RawConnection(port: port)
            busy.send("GET /rates HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            await upstream.requestArrived()  // the request is in progress: waiting on the upstream

            let refused = try RawConnection(port: port)
            refused.send(Self.health)
            let (answer, closed) = await refused.readUntilClosed(timeout: .seconds(10))

            #expect(answer.hasPrefix("HTTP/1.1 503"))
            #expect(answer.lowercased().contains("retry-after: 1"))
            #expect(answer.hasSuffix(#"{"error":"too many connections; try again shortly"}"#))
            #expect(closed)
            upstream.release()
            #expect(
                await busy.readResponse(timeout: .seconds(10))?.hasPrefix("HTTP/1.1 200") == true, "the busy one served"
            )
        }
    }

    @Test func fitsTheCapWithinTheOpenFileLimit() {
        #expect(DescriptorLimit.connectionCap(requested: 10_000, descriptors: 1_024) == 1_024 - DescriptorLimit.reserve)
        #expect(DescriptorLimit.connectionCap(requested: 100, descriptors: 1_024) == 100)
        #expect(DescriptorLimit.connectionCap(requested: 100, descriptors: 10) == 1)
        #expect(DescriptorLimit.connectionCap(requested: 100, descriptors: nil) == 100)
    }

    private static let health = "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
}
