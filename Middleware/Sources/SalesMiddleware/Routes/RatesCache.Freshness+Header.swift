import HTTPTypes

extension RatesCache.Freshness {
    /// `X-Cache: hit | miss | stale`, each field made once.
    var header: HTTPField {
        switch self {
        case .hit: Self.hitHeader
        case .miss: Self.missHeader
        case .stale: Self.staleHeader
        }
    }

    private static let hitHeader = HTTPField(name: .xCache, value: Self.hit.rawValue)
    private static let missHeader = HTTPField(name: .xCache, value: Self.miss.rawValue)
    private static let staleHeader = HTTPField(name: .xCache, value: Self.stale.rawValue)
}
