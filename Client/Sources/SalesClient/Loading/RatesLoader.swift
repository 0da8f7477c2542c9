/// Loads the rates to one currency for one request. As the catalog's, the client's rates loading is
/// composed of small loaders behind this port, each deciding one thing — see
/// `SalesSession+Composed.swift` for how they are put together. A failure is an answer
/// (``RatesLoad/rates``): the catalog can still be shown without rates.
package protocol RatesLoader: Sendable {
    func load(_ request: RatesRequest) async -> RatesLoad
}
