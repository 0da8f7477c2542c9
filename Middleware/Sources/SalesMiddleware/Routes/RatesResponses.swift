import Foundation
import SalesCore

/// `GET /rates/{code}/path`: `{"from", "rate", "steps": [{"from", "inverted", "rate", "to",
/// "upstream": {"from", "rate", "to"}}], "to"}`, rates written exactly.
enum PathResponse {
    static func write(_ path: ConversionPath, to json: inout JSONWriter) {
        json.object { json in
            json.key("from")
            json.string(path.source.code)
            json.key("rate")
            json.number(path.rate)
            json.key("steps")
            json.array(path.steps) { json, step in
                json.object { json in
                    json.key("from")
                    json.string(step.from.code)
                    json.key("inverted")
                    json.bool(step.isInverted)
                    json.key("rate")
                    json.number(step.rate)
                    json.key("to")
                    json.string(step.to.code)
                    json.key("upstream")
                    json.object { json in
                        json.key("from")
                        json.string(step.upstream.from.code)
                        json.key("rate")
                        json.number(step.upstream.rate)
                        json.key("to")
                        json.string(step.upstream.to.code)
                    }
                }
            }
            json.key("to")
            json.string(path.target.code)
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
            json.key("age_seconds")
            json.number(age.wholeSeconds)
            json.key("cache")
            json.string(freshness.rawValue)
            json.key("currencies")
            json.number(snapshot.currencies.count)
            json.key("fetch_duration_ms")
            json.number(snapshot.fetchDuration.milliseconds)
            json.key("fetched_at")
            json.string(Timestamp.string(from: snapshot.fetchedAt))
            json.key("inconsistencies")
            json.array(table.inconsistencies) { json, inconsistency in
                json.object { json in
                    json.key("expected")
                    json.number(inconsistency.expected)
                    json.key("from")
                    json.string(inconsistency.rate.from.code)
                    json.key("rate")
                    json.number(inconsistency.rate.rate)
                    json.key("relative_difference")
                    json.number(inconsistency.relativeDifference)
                    json.key("to")
                    json.string(inconsistency.rate.to.code)
                }
            }
            json.key("inconsistency_count")
            json.number(table.inconsistencyCount)
            if let lastError {
                json.key("last_error")
                json.string(lastError.description)
            }
            json.key("reachable")
            json.number(table.directRates.count)
            json.key("skipped")
            json.array(snapshot.upstream.skipped) { json, skipped in
                json.object { json in
                    json.key("element")
                    json.string(skipped.summary)
                    json.key("index")
                    json.number(skipped.index)
                    json.key("reason")
                    json.string(skipped.reason.description)
                }
            }
            json.key("target")
            json.string(table.target.code)
            json.key("unreachable")
            json.array(table.unreachable) { json, unreachable in json.string(unreachable.currency.code) }
            json.key("unreachable_reasons")
            json.object { json in
                for unreachable in table.unreachable {
                    json.key(unreachable.currency.code)
                    json.string(unreachable.reason.description)
                }
            }
            json.key("upstream_pairs")
            json.number(snapshot.upstream.elements.count + snapshot.upstream.skipped.count)
        }
    }
}
