/// Told what the cache's upstream fetches did: the port the metrics plug into.
package protocol RatesCacheObserver: Sendable {
    /// A fetch ended; called once per fetch, after the cache has recorded its outcome.
    /// - Parameters:
    ///   - outcome: the new snapshot, or why there is none.
    ///   - duration: from asking the upstream to the table being solved.
    func fetchFinished(_ outcome: Result<RatesSnapshot, UpstreamError>, duration: Duration)
}

/// Observes nothing.
package struct NoRatesCacheObserver: RatesCacheObserver {
    package init() {}

    package func fetchFinished(_ outcome: Result<RatesSnapshot, UpstreamError>, duration: Duration) {}
}
