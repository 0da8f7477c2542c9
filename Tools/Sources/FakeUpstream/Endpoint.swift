/// The upstream API's endpoints, which faults, statistics and data replacement are keyed by.
package enum Endpoint: String, CaseIterable, Codable, Sendable, CodingKeyRepresentable {
    case login
    case products
    case sales
    case rates
}
