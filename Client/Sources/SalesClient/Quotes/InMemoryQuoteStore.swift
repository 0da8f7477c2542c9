import SalesCore
import Synchronization

/// A quote kept in memory only: for environments without a data directory (and tests).
package final class InMemoryQuoteStore: QuoteStore {
    private let quote: Mutex<Quote>

    package init(_ quote: Quote = Quote()) {
        self.quote = Mutex(quote)
    }

    package func load() throws(ClientError) -> Quote {
        quote.withLock { $0 }
    }

    package func update<Value>(_ change: (inout Quote) throws(ClientError) -> Value) throws(ClientError) -> Value {
        try quote.withLock { (saved: inout Quote) throws(ClientError) -> Value in
            var edited = saved
            let value = try change(&edited)
            saved = edited
            return value
        }
    }
}
