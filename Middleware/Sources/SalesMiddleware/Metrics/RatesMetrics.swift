import CoreMetrics
import SalesCore
import SalesSupport

/// The upstream fetches and the table they produced, as metrics:
/// - `rates_upstream_fetches_total{outcome}`: `ok`, `status` (a non-success status), `payload`
///   (an answer that is not a rates list: not HTTP, a body cut short, a bad chunk, gzip that does
///   not inflate or inflates past the limit), `timeout`, `refused` (refused, unresolvable or lost
///   connection before any answer);
/// - `rates_upstream_fetch_duration_seconds`: each fetch, from asking to the table solved;
/// - `rates_table_age_seconds`: how old the table being served is (set when scraped);
/// - `rates_currencies{state}`: currencies with a path to the default target (`reachable`) and
///   without (`unreachable`);
/// - `rates_pairs_skipped`: upstream pairs left out as invalid;
/// - `rates_inconsistencies`: upstream pairs that disagree with the solved table.
///
/// Every handle is made up front from the factory it is given — the Prometheus registry in the
/// server, `TestMetrics` in tests — so each series exists (at zero) from the start.
package struct RatesMetrics: RatesCacheObserver {
    enum Outcome: String, CaseIterable {
        case ok, status, payload, timeout, refused

        init(_ result: Result<RatesSnapshot, UpstreamError>) {
            switch result {
            case .success: self = .ok
            case .failure(.badStatus): self = .status
            case .failure(.badPayload): self = .payload
            case .failure(.timeout): self = .timeout
            case .failure(.unreachable): self = .refused
            }
        }
    }

    private let fetches: [Outcome: Counter]
    private let fetchDuration: Timer
    private let tableAge: Gauge
    private let reachable: Gauge
    private let unreachable: Gauge
    private let skipped: Gauge
    private let inconsistencies: Gauge

    package init(factory: any MetricsFactory) {
        var fetches: [Outcome: Counter] = [:]
        for outcome in Outcome.allCases {
            fetches[outcome] = Counter(
                label: "rates_upstream_fetches_total", dimensions: [("outcome", outcome.rawValue)], factory: factory)
        }
        self.fetches = fetches
        fetchDuration = Timer(label: "rates_upstream_fetch_duration_seconds", factory: factory)
        tableAge = Gauge(label: "rates_table_age_seconds", factory: factory)
        reachable = Gauge(label: "rates_currencies", dimensions: [("state", "reachable")], factory: factory)
        unreachable = Gauge(label: "rates_currencies", dimensions: [("state", "unreachable")], factory: factory)
        skipped = Gauge(label: "rates_pairs_skipped", factory: factory)
        inconsistencies = Gauge(label: "rates_inconsistencies", factory: factory)
    }

    package func fetchFinished(_ outcome: Result<RatesSnapshot, UpstreamError>, duration: Duration) {
        fetches[Outcome(outcome)]?.increment()
        fetchDuration.recordNanoseconds(duration.nanoseconds)
        guard case .success(let snapshot) = outcome else { return }
        let table = snapshot.defaultRates.table
        reachable.record(table.directRates.count)
        unreachable.record(table.unreachable.count)
        skipped.record(snapshot.upstream.skipped.count)
        inconsistencies.record(table.inconsistencyCount)
    }

    /// The served table's age, in seconds with milliseconds; nothing while there is no table.
    package func tableAge(_ age: Duration?) {
        guard let age else { return }
        tableAge.record(Double(age.milliseconds) / 1000)
    }
}
