/// Tells every observer in turn.
struct RatesCacheObservers: RatesCacheObserver {
    let observers: [any RatesCacheObserver]

    func fetchFinished(_ outcome: Result<RatesSnapshot, UpstreamError>, duration: Duration) {
        for observer in observers { observer.fetchFinished(outcome, duration: duration) }
    }
}
