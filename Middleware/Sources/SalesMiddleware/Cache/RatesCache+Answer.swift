import SalesCore

extension RatesCache {
    /// The rates to one currency and the look at the cache that served them: one question's answer.
    package struct Answer: Sendable {
        package let lookup: Lookup
        package let rates: RatesBody
    }

    /// Why the rates to a currency cannot be answered now.
    package enum AnswerError: Error, Equatable {
        /// No snapshot can be served: the upstream's error.
        case upstream(UpstreamError)
        /// The snapshot served has no table for that currency (``RatesSnapshot/Unavailable``).
        case unavailable(RatesSnapshot.Unavailable)
    }

    /// The rates to `target` from the snapshot served now (``current()``), solved once per
    /// snapshot. Inlined into the caller: the default target's from a table that can be served —
    /// nearly every request — calls no async function.
    @inline(__always)
    package func answer(to target: CurrencyCode) async throws(AnswerError) -> Answer {
        let lookup: Lookup
        do {
            lookup = try await current()
        } catch {
            throw .upstream(error)
        }
        do {
            return Answer(lookup: lookup, rates: try await lookup.snapshot.rates(to: target))
        } catch {
            throw .unavailable(error)
        }
    }
}
