import NIOCore
import NIOEmbedded
import Testing

@testable import SalesMiddleware

/// The connection cap's bookkeeping: over the cap, the connection idle the longest makes room; a
/// busy one never does; when every other is busy, the new one is refused.
@Suite struct ConnectionRegistryTests {
    @Test func admitsConnectionsUpToItsCapacityWithoutClosingAny() throws {
        let (sut, channels) = try makeSUT(capacity: 2, connections: 2)

        #expect(channels.allSatisfy { $0.admission == .admitted && $0.channel.isActive })
        #expect(sut.openCount == 2)
    }

    @Test func closesTheConnectionIdleTheLongestToMakeRoom() throws {
        let (sut, channels) = try makeSUT(capacity: 2, connections: 2)

        let (_, admission) = sut.open(try activeChannel())

        #expect(admission == .admitted)
        #expect(!channels[0].channel.isActive, "the oldest idle one closed")
        #expect(channels[1].channel.isActive)
    }

    @Test func neverClosesAConnectionWithARequestInProgress() throws {
        let (sut, channels) = try makeSUT(capacity: 2, connections: 2)
        sut.markBusy(channels[0].ticket)

        _ = sut.open(try activeChannel())

        #expect(channels[0].channel.isActive)
        #expect(!channels[1].channel.isActive)
    }

    @Test func countsIdleTimeFromTheLastAnswer() throws {
        let (sut, channels) = try makeSUT(capacity: 2, connections: 2)
        sut.markBusy(channels[0].ticket)
        sut.markIdle(channels[0].ticket)

        _ = sut.open(try activeChannel())

        #expect(channels[0].channel.isActive, "answered last: idle the shortest")
        #expect(!channels[1].channel.isActive)
    }

    @Test func refusesANewConnectionWhenEveryOtherIsBusy() throws {
        let (sut, channels) = try makeSUT(capacity: 2, connections: 2)
        for connection in channels { sut.markBusy(connection.ticket) }

        let (_, admission) = sut.open(try activeChannel())

        #expect(admission == .refused)
        #expect(channels.allSatisfy { $0.channel.isActive })
    }

    @Test func givesAClosedConnectionsPlaceToTheNextOne() throws {
        let (sut, channels) = try makeSUT(capacity: 1, connections: 1)
        sut.close(channels[0].ticket)
        sut.close(channels[0].ticket)

        let (_, admission) = sut.open(try activeChannel())

        #expect(admission == .admitted)
        #expect(channels[0].channel.isActive, "closed by itself, not by the registry")
        #expect(sut.openCount == 1)
    }

    @Test func keepsTheIdleOrderThroughThousandsOfRequests() throws {
        let (sut, channels) = try makeSUT(capacity: 3, connections: 3)
        for round in 0..<5_000 {
            sut.markBusy(channels[round % 3].ticket)
            sut.markIdle(channels[round % 3].ticket)
        }
        // The last answers: round 4,997 on channel 2, 4,998 on 0, 4,999 on 1.
        _ = sut.open(try activeChannel())

        #expect(!channels[2].channel.isActive, "answered longest ago")
        #expect(channels[0].channel.isActive && channels[1].channel.isActive)
    }

    @Test func reportsThePeakSinceItWasLastAskedAndHowManyAreOpen() throws {
        let (sut, channels) = try makeSUT(capacity: 8, connections: 3)
        sut.close(channels[0].ticket)

        #expect(sut.takePeak() == ConnectionPeak(peak: 3, open: 2))
        #expect(sut.takePeak() == ConnectionPeak(peak: 2, open: 2))
    }

    // MARK: - Helpers

    private struct Connection {
        let channel: EmbeddedChannel
        let ticket: ConnectionRegistry.Ticket
        let admission: ConnectionRegistry.Admission
    }

    private func makeSUT(capacity: Int, connections: Int) throws -> (ConnectionRegistry, [Connection]) {
        let sut = ConnectionRegistry(capacity: capacity)
        let opened = try (0..<connections).map { _ in
            let channel = try activeChannel()
            let (ticket, admission) = sut.open(channel)
            return Connection(channel: channel, ticket: ticket, admission: admission)
        }
        return (sut, opened)
    }

    private func activeChannel() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
        return channel
    }
}
