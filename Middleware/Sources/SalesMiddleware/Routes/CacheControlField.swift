import HTTPTypes
import SalesServerTelemetry

/// `Cache-Control: max-age=N` for the rates answers, the last one made kept: N changes once
/// a second, and making a field (its text, then the check of every byte) on every answer costs
/// more than the lookup.
final class CacheControlField: Sendable {
    private let last = SingleEntryCache<Int64, HTTPField>()

    func field(maxAge: Int64) -> HTTPField {
        last.value(for: maxAge) { HTTPField(name: .cacheControl, value: "max-age=\(maxAge)") }
    }
}
