import ServiceLifecycle

#if canImport(Glibc)
    import CMalloc
#endif

/// How many connections were open at most during a period, and how many are open at its end.
package struct ConnectionPeak: Equatable, Sendable {
    package var peak: Int
    package var open: Int

    package init(peak: Int, open: Int) {
        self.peak = peak
        self.open = open
    }
}

/// Gives memory back to the system after a wave of connections has gone.
///
/// Thousands of connections (a burst of clients, or idle hoarders closed to make room) leave
/// glibc's heaps holding their freed memory, and so do a few dozen that pipelined thousands of
/// requests without reading the answers (the figures are in bench/RESULTS.md). Every `interval`
/// this service looks at the connections' peak, and when at least `threshold` of them have closed
/// since, trims the heaps (`malloc_trim` walks them all, so not on every tick); then, for
/// `settling` more intervals, it trims again: the requests served while the wave drained keep
/// pages busy that are only freed later.
package struct MemoryTrimmer: Service {
    package let interval: Duration
    package let threshold: Int
    package let settling: Int
    private let peaks: @Sendable () -> ConnectionPeak
    private let sleep: @Sendable (Duration) async throws -> Void
    private let trim: @Sendable () -> Void

    /// - Parameters:
    ///   - peaks: the connections' peak over the period just ended, and how many are open now.
    ///   - sleep: waits one interval (throws when cancelled).
    ///   - trim: returns freed memory to the system (`malloc_trim(0)` on glibc).
    package init(
        interval: Duration = .seconds(5),
        threshold: Int = 64,
        settling: Int = 6,
        peaks: @escaping @Sendable () -> ConnectionPeak,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        trim: @escaping @Sendable () -> Void = MemoryTrimmer.trimHeaps
    ) {
        self.interval = interval
        self.threshold = threshold
        self.settling = settling
        self.peaks = peaks
        self.sleep = sleep
        self.trim = trim
    }

    /// Runs until cancelled or the service group shuts down gracefully, then returns.
    package func run() async throws {
        do {
            try await cancelWhenGracefulShutdown {
                var settlingTrims = 0
                while true {
                    try await sleep(interval)
                    let period = peaks()
                    if period.peak - period.open >= threshold {
                        trim()
                        settlingTrims = settling
                    } else if settlingTrims > 0 {
                        trim()
                        settlingTrims -= 1
                    }
                }
            }
        } catch is CancellationError {
            return
        }
    }

    /// `malloc_trim(0)` where the C library has it; nothing elsewhere.
    package static let trimHeaps: @Sendable () -> Void = {
        #if canImport(Glibc)
            _ = malloc_trim(0)
        #endif
    }
}
