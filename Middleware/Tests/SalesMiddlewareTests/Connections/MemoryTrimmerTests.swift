import SalesMiddleware
import Synchronization
import Testing

/// Memory goes back to the system once a wave of connections has closed, and only then.
@Suite struct MemoryTrimmerTests {
    @Test func trimsWhenAWaveOfConnectionsHasClosedThenWhileItSettles() async throws {
        let (trimmer, trimmedAfter) = makeSUT(
            settling: 2,
            periods: [
                ConnectionPeak(peak: 10, open: 10),
                ConnectionPeak(peak: 2_000, open: 40),
                ConnectionPeak(peak: 40, open: 40),
                ConnectionPeak(peak: 40, open: 40),
                ConnectionPeak(peak: 40, open: 40),
                ConnectionPeak(peak: 40, open: 40),
            ])

        try await trimmer.run()

        #expect(trimmedAfter() == [2, 3, 4], "trimmed after the wave and the two periods after it, then left alone")
    }

    @Test func aWaveDrainingOverSeveralPeriodsStartsTheSettlingAfresh() async throws {
        let (trimmer, trimmedAfter) = makeSUT(
            settling: 1,
            periods: [
                ConnectionPeak(peak: 20_000, open: 12_000),
                ConnectionPeak(peak: 12_000, open: 3_000),
                ConnectionPeak(peak: 3_000, open: 30),
                ConnectionPeak(peak: 30, open: 30),
                ConnectionPeak(peak: 30, open: 30),
            ])

        try await trimmer.run()

        #expect(trimmedAfter() == [1, 2, 3, 4])
    }

    @Test func leavesTheHeapsAloneWhileFewerThanTheThresholdHaveClosed() async throws {
        let (trimmer, trimmedAfter) = makeSUT(
            settling: 1,
            periods: [
                ConnectionPeak(peak: 300, open: 45),
                ConnectionPeak(peak: 5_000, open: 5_000),
                ConnectionPeak(peak: 5_000, open: 4_900),
            ])

        try await trimmer.run()

        #expect(trimmedAfter() == [])
    }

    /// A trimmer that lives through `periods` (no waiting), then is cancelled; which periods it
    /// trimmed after, counting from 1.
    private func makeSUT(settling: Int, periods: [ConnectionPeak]) -> (MemoryTrimmer, () -> [Int]) {
        let remaining = Mutex(periods[...])
        let trims = Mutex([Int]())
        let trimmer = MemoryTrimmer(
            threshold: 256,
            settling: settling,
            peaks: { remaining.withLock { $0.removeFirst() } },
            sleep: { _ in if remaining.withLock({ $0.isEmpty }) { throw CancellationError() } },
            trim: { trims.withLock { $0.append(periods.count - remaining.withLock { $0.count }) } }
        )
        return (trimmer, { trims.withLock { $0 } })
    }
}
