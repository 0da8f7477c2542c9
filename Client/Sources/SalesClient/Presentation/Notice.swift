import Foundation
import SalesCore
import SalesLocalCopy

/// Something a front end tells the user beside the figures: how old they are, what they leave out,
/// what became of the local copy. No front end words one: each renders the ``NoticeViewModel``
/// that ``NoticePresenter`` makes of it.
package enum Notice: Equatable, Sendable {
    /// What could not be read of the upstream's lists.
    package enum Element: Sendable {
        case product, sale
    }

    /// The figures are the local copy's, as of `asOf`, because the sales API could not answer.
    case figuresOffline(asOf: Date, reason: ClientError)
    /// Kept rates converted because the middleware could not answer.
    case ratesOffline(OfflineRates)
    /// There are no rates; `shown` says what is shown without them (`products listed without revenue`).
    case noRates(ClientError, shown: String)
    /// Elements from the API that could not be read and are left out.
    case unreadable(Element, SkippedSummary)
    /// Sales that name products not in the list, left out of every figure.
    case unknownProductSales(count: Int)
    /// The local copy says it was fetched after the load began: it was not used.
    case copyDatedInTheFuture(Date)
    /// The local copy could not be read: it counted as none.
    case copyNotRead(ClientError)
    /// What was fetched could not be kept: the answer stands, the next run fetches.
    case copyNotKept(ClientError)
    /// What a store said (a damaged copy set aside, a session file tightened to 0600).
    case store(String)
    /// A currency was asked for that the rates do not reach: the figures are shown in `showing`.
    case notConvertible(CurrencyCode, showing: CurrencyCode)
}
