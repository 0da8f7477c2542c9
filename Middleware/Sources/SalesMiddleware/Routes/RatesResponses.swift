import Foundation
import SalesCore

/// `GET /rates/{code}/path`.
struct PathResponse: Encodable {
    struct Step: Encodable {
        let from: String
        let to: String
        /// What one `from` is worth in `to` along this step.
        let rate: Decimal
        /// The upstream pair used, as the upstream gave it.
        let upstream: Pair
        /// `true` when the step divides by an upstream rate quoted the other way.
        let inverted: Bool
    }

    struct Pair: Encodable {
        let from: String
        let to: String
        let rate: Decimal
    }

    let from: String
    let to: String
    let rate: Decimal
    let steps: [Step]

    init(_ path: ConversionPath) {
        from = path.source.code
        to = path.target.code
        rate = path.rate
        steps = path.steps.map { step in
            Step(
                from: step.from.code,
                to: step.to.code,
                rate: step.rate,
                upstream: Pair(from: step.upstream.from.code, to: step.upstream.to.code, rate: step.upstream.rate),
                inverted: step.isInverted
            )
        }
    }
}

/// `GET /rates/diagnostics`.
struct DiagnosticsResponse: Encodable {
    struct Skipped: Encodable {
        let index: Int
        let element: String
        let reason: String
    }

    struct Inconsistency: Encodable {
        let from: String
        let to: String
        let rate: Decimal
        let expected: Decimal
        let relativeDifference: Double

        private enum CodingKeys: String, CodingKey {
            case from, to, rate, expected
            case relativeDifference = "relative_difference"
        }
    }

    let target: String
    let fetchedAt: Date
    let ageSeconds: Int64
    let fetchDurationMs: Int64
    let cache: String
    let lastError: String?
    let upstreamPairs: Int
    let currencies: Int
    let reachable: Int
    let skipped: [Skipped]
    let unreachable: [String]
    let inconsistencyCount: Int
    let inconsistencies: [Inconsistency]

    private enum CodingKeys: String, CodingKey {
        case target, cache, skipped, unreachable, inconsistencies, currencies, reachable
        case fetchedAt = "fetched_at"
        case ageSeconds = "age_seconds"
        case fetchDurationMs = "fetch_duration_ms"
        case lastError = "last_error"
        case upstreamPairs = "upstream_pairs"
        case inconsistencyCount = "inconsistency_count"
    }

    init(
        snapshot: RatesSnapshot, table: RateTable, age: Duration, freshness: RatesCache.Freshness,
        lastError: UpstreamError?
    ) {
        target = table.target.code
        fetchedAt = snapshot.fetchedAt
        ageSeconds = age.wholeSeconds
        fetchDurationMs = snapshot.fetchDuration.milliseconds
        cache = freshness.rawValue
        self.lastError = lastError?.description
        upstreamPairs = snapshot.upstream.elements.count + snapshot.upstream.skipped.count
        currencies = snapshot.currencies.count
        reachable = table.directRates.count
        skipped = snapshot.upstream.skipped.map {
            Skipped(index: $0.index, element: $0.summary, reason: $0.reason.description)
        }
        unreachable = table.unreachable.map(\.code)
        inconsistencyCount = table.inconsistencyCount
        inconsistencies = table.inconsistencies.map {
            Inconsistency(
                from: $0.rate.from.code,
                to: $0.rate.to.code,
                rate: $0.rate.rate,
                expected: $0.expected,
                relativeDifference: $0.relativeDifference
            )
        }
    }
}
