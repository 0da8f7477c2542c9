import Foundation
import SalesCore
import SalesJSON
import SalesSupport

/// `GET /rates/{code}/path`: `{"from", "rate", "steps": [{"from", "inverted", "rate", "to",
/// "upstream": {"from", "rate", "to"}}], "to"}`, rates written exactly.
enum PathResponse {
    static func write(_ path: ConversionPath, to json: inout JSONWriter) {
        json.object { json in
            json.member("from", path.source.code)
            json.member("rate", path.rate)
            json.key("steps")
            json.array(path.steps) { json, step in
                json.object { json in
                    json.member("from", step.from.code)
                    json.member("inverted", step.isInverted)
                    json.member("rate", step.rate)
                    json.member("to", step.to.code)
                    json.key("upstream")
                    json.object { json in
                        json.member("from", step.upstream.from.code)
                        json.member("rate", step.upstream.rate)
                        json.member("to", step.upstream.to.code)
                    }
                }
            }
            json.member("to", path.target.code)
        }
    }
}

/// `GET /rates/diagnostics`: what the cached table was built from and what it could not use.
struct DiagnosticsResponse {
    let snapshot: RatesSnapshot
    let table: RateTable
    let age: Duration
    let freshness: RatesCache.Freshness
    let lastError: UpstreamError?

    func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("age_seconds", age.wholeSeconds)
            json.member("cache", freshness.rawValue)
            json.member("currencies", snapshot.currencies.count)
            json.member("fetch_duration_ms", snapshot.fetchDuration.milliseconds)
            json.member("fetched_at", Timestamp.string(from: snapshot.fetchedAt))
            json.key("inconsistencies")
            json.array(table.inconsistencies) { json, inconsistency in
                json.object { json in
                    json.member("expected", inconsistency.expected)
                    json.member("from", inconsistency.rate.from.code)
                    json.member("rate", inconsistency.rate.rate)
                    json.member("relative_difference", inconsistency.relativeDifference)
                    json.member("to", inconsistency.rate.to.code)
                }
            }
            json.member("inconsistency_count", table.inconsistencyCount)
            if let lastError { json.member("last_error", lastError.description) }
            json.member("reachable", table.directRates.count)
            json.key("skipped")
            json.array(snapshot.upstream.skipped) { json, skipped in
                json.object { json in
                    json.member("element", skipped.summary)
                    json.member("index", skipped.index)
                    json.member("reason", skipped.reason.description)
                }
            }
            json.member("target", table.target.code)
            json.key("unreachable")
            json.array(table.unreachable) { json, unreachable in json.string(unreachable.currency.code) }
            json.key("unreachable_reasons")
            json.object { json in
                for unreachable in table.unreachable {
                    json.member(unreachable.currency.code, unreachable.reason.description)
                }
            }
            json.member("upstream_pairs", snapshot.upstream.elements.count + snapshot.upstream.skipped.count)
        }
    }
}
