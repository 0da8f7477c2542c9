import SalesCore

/// Where the quote lives between runs.
package protocol QuoteStore: Sendable {
    /// The saved quote (empty when there is none).
    func load() throws(ClientError) -> Quote
    /// Reads the quote, lets `change` edit it, and saves the result — one process at a time, so
    /// concurrent changes all land.
    func update<Value>(_ change: (inout Quote) throws(ClientError) -> Value) throws(ClientError) -> Value
}
