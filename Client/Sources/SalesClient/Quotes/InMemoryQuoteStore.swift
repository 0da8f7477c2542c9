import SalesCore
import Synchronization

/// A quote kept in memory only: for environments without a data directory (and tests).
public final class InMemoryQuoteStore: QuoteStore {
    private let quote: Mutex<Quote>

    public init(_ quote: Quote = Quote()) {
        self.quote = Mutex(quote)
    }

    public func load() throws(ClientError) -> Quote {
        quote.withLock { $0 }
    }

    public func update<Value>(_ change: (inout Quote) throws(ClientError) -> Value) throws(ClientError) -> Value {
        try quote.withLock { (saved: inout Quote) throws(ClientError) -> Value in
            var edited = saved
            let value = try change(&edited)
            saved = edited
            return value
        }
    }
}
