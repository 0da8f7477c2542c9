/// Times a piece of work a few times and keeps the median and the best run.
struct Measurement {
    let median: Duration
    let best: Duration

    init(iterations: Int = 5, warmUp: Bool = true, _ work: () -> Void) {
        if warmUp { work() }  // page in memory, fill caches
        var samples: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<iterations {
            samples.append(clock.measure(work))
        }
        samples.sort()
        median = samples[samples.count / 2]
        best = samples[0]
    }

    var milliseconds: Double { median.seconds * 1000 }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

/// Keeps a value alive and observable so the optimizer cannot drop the work that made it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
