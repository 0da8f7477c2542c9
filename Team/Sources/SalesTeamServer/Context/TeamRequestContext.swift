import Hummingbird
import SalesClient
import SalesCore
import SalesWeb

/// What the team's door (``TeamGuard``) learnt of a request: the shared pages' session and form,
/// and what only a team server knows — who the session is signed in as, with their sales API token
/// (opened from its sealed copy for this request only), their own zone and currency, and the
/// peer's address (behind the front: the front's).
package struct TeamRequestContext: WebPageContext {
    package var coreContext: CoreRequestContextStorage
    package var session: WebSessions.Session?
    package var form = FormFields("")
    /// `nil` until the door finds the session (and on the sign-in page without one).
    package var account: WebAccount?
    package var readerZone: ReaderTimeZone?
    package var readerCurrency: CurrencyCode?
    /// The reader's locale (`de_CH`): chosen in Settings, else the browser's, else the server's;
    /// `nil`: none.
    package var readerLocale: String?
    package var readerNumbers: ReaderFormats?
    /// The words of the reader's locale (English for a language we do not write, or none).
    package var readerWords: Words? { Words(locale: readerLocale) }
    package let remoteAddress: String?

    package init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress?.ipAddress
    }
}
