import HTTPTypes
import Synchronization

/// `Cache-Control: public, max-age=N` for the rates answers, the last one made kept: N changes once
/// a second, and making a field (its text, then the check of every byte) on every answer costs
/// more than the lookup.
final class CacheControlField: Sendable {
    private let last = Mutex<(maxAge: Int64, field: HTTPField)?>(nil)

    func field(maxAge: Int64) -> HTTPField {
        if let last = last.withLock({ $0 }), last.maxAge == maxAge { return last.field }
        let field = HTTPField(name: .cacheControl, value: "public, max-age=\(maxAge)")
        last.withLock { $0 = (maxAge, field) }
        return field
    }
}
