import Foundation
import SalesCore

/// One fetch of the upstream rates: what was read, when, and the tables solved from it — the
/// default target's at once, any other on first request (at most ``maximumExtraTargets`` kept,
/// least recently used evicted, each solved once however many ask at the same time).
package final class RatesSnapshot: Sendable {
    package static let maximumExtraTargets = 32

    package let upstream: MappedList<ConversionRate>
    /// When the fetch finished, for `Age`, `Cache-Control` and the diagnostics.
    package let fetchedAt: Date
    let fetchedInstant: ContinuousClock.Instant
    /// How long the fetch took.
    package let fetchDuration: Duration
    /// Every currency named by a valid upstream pair.
    package let currencies: Set<CurrencyCode>
    package let defaultRates: RatesBody

    let extra = TargetTables(capacity: RatesSnapshot.maximumExtraTargets)

    init(
        upstream: MappedList<ConversionRate>,
        fetchedAt: Date,
        fetchedInstant: ContinuousClock.Instant,
        fetchDuration: Duration,
        defaultTarget: CurrencyCode
    ) {
        self.upstream = upstream
        self.fetchedAt = fetchedAt
        self.fetchedInstant = fetchedInstant
        self.fetchDuration = fetchDuration
        self.currencies = Set(upstream.elements.flatMap { [$0.from, $0.to] })
        self.defaultRates = RatesBody(table: RateTable(rates: upstream.elements, target: defaultTarget))
    }

    /// Why there is no table for a target.
    package enum Unavailable: Error, Equatable {
        /// No upstream pair names it.
        case unknown
        /// Solving it must wait: as many targets are being solved as the server accepts.
        case busy
    }

    /// The solved table and body for `target`. Inlined into the caller: the default target's —
    /// nearly every request — calls no async function.
    @inline(__always)
    package func rates(to target: CurrencyCode) async throws(Unavailable) -> RatesBody {
        if target == defaultRates.table.target { return defaultRates }
        return try await extraRates(to: target)
    }

    private func extraRates(to target: CurrencyCode) async throws(Unavailable) -> RatesBody {
        guard currencies.contains(target) else { throw .unknown }
        let rates = upstream.elements
        guard
            let body = await extra.body(
                for: target, solve: { RatesBody(table: RateTable(rates: rates, target: target)) })
        else { throw .busy }
        return body
    }
}
