import SalesClient
import SalesCore
import Synchronization

/// Each locale's number symbols, read from ICU once and kept: a page's figures never wait on ICU
/// (at most ``capacity`` locales are kept; past them, one is read for the request and let go, so
/// no stream of headers grows the memory).
package final class LocaleNumbers: Sendable {
    static let capacity = 64
    private let kept = Mutex<[String: ReaderFormats]>([:])

    package init() {}

    /// How many locales are kept.
    package var count: Int { kept.withLock(\.count) }

    /// `identifier`'s symbols (``ReaderLocale/identifier(of:)`` form: `de_CH`).
    package func numbers(_ identifier: String) -> ReaderFormats {
        if let found = kept.withLock({ $0[identifier] }) { return found }
        let read = ReaderLocale(identifier).numbers
        kept.withLock { kept in
            if kept.count < Self.capacity { kept[identifier] = read }
        }
        return read
    }
}
