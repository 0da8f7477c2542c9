import Hummingbird
import SalesClient
import SalesCore

/// What a host's door learnt of a request, as the shared pages read it — each host's context adds
/// what only it knows (a team's signed-in account): the browser's session, found once from its
/// cookie; a POST's form, read once and its token checked; the reader's own zone and currency when
/// the host keeps them. A page reads them here and never looks them up again.
package protocol WebPageContext: RequestContext {
    /// The browser's session; `nil` only before the door (or on the pages it lets through without
    /// one).
    var session: WebSessions.Session? { get }
    /// A POST's fields, read by the door (within ``FormSource/maximumBytes``).
    var form: FormFields { get }
    /// The reader's own zone and display currency, as they chose them; `nil`: the server's.
    var readerZone: ReaderTimeZone? { get }
    var readerCurrency: CurrencyCode? { get }
    /// How the reader's locale writes figures, as they chose it; `nil`: the server's.
    var readerNumbers: ReaderFormats? { get }
    /// The reader's words, as they chose them; `nil`: the server's.
    var readerWords: Words? { get }
}

/// `sales web`'s request context: one person's session (``WebGuard``); their zone and currency are
/// the server's.
package struct WebRequestContext: WebPageContext {
    package var coreContext: CoreRequestContextStorage
    package var session: WebSessions.Session?
    package var form = FormFields("")
    package var readerZone: ReaderTimeZone? { nil }
    package var readerCurrency: CurrencyCode? { nil }
    package var readerNumbers: ReaderFormats? { nil }
    package var readerWords: Words? { nil }

    package init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}

/// The names the pages' forms and cookie use, each spelled once.
package enum WebFormField {
    /// The field that carries the session's token on every POST.
    package static let token = "csrf"

    /// The hidden field with a session's form token, for a form of ours.
    package static func tokenField(_ formToken: String) -> HTML {
        "<input type=\"hidden\" name=\"\(token)\" value=\"\(formToken)\">"
    }
}

/// A team server's signed-in user, as the door found them for one request.
package struct WebAccount: Sendable {
    package let username: String
    package let token: String
    /// The hash of the session's id: how the session is named in the shared store.
    package let sessionHash: [UInt8]

    package init(username: String, token: String, sessionHash: [UInt8]) {
        self.username = username
        self.token = token
        self.sessionHash = sessionHash
    }
}
