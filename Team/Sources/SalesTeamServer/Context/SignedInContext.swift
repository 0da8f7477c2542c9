import HTTPTypes
import Hummingbird
import SalesClient
import SalesCore
import SalesWeb

/// A request on a page only a signed-in manager reaches (Settings, Devices): the team's context
/// after the door, whose account and session are no longer optional (Hummingbird's child context).
/// The door sends every request without a session to sign in first, so one never arrives here
/// without: were it to, it is refused (401), never served as nobody.
package struct SignedInContext: ChildRequestContext {
    package typealias ParentContext = TeamRequestContext

    package var coreContext: CoreRequestContextStorage
    package let account: WebAccount
    package let session: WebSessions.Session
    package let form: FormFields
    package let readerZone: ReaderTimeZone?
    package let readerLocale: String?
    /// How the reader's locale writes figures and dates (``ReaderFormats/plain`` without one).
    package let numbers: ReaderFormats
    /// The reader's words (``Words``), from their locale.
    package var words: Words { Words(locale: readerLocale) }

    package init(context: TeamRequestContext) throws {
        guard let account = context.account, let session = context.session else {
            throw HTTPError(.unauthorized)
        }
        coreContext = context.coreContext
        self.account = account
        self.session = session
        form = context.form
        readerZone = context.readerZone
        readerLocale = context.readerLocale
        numbers = context.readerNumbers ?? .plain
    }
}
