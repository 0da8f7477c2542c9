import Hummingbird
import SalesClient
import SalesCore

/// What the door (``WebGuard``) learnt of a request, carried to the pages: the browser's session,
/// found once from its cookie, and a POST's form, read once and its token checked. A page reads
/// them here and never looks them up again.
package struct WebRequestContext: RequestContext {
    package var coreContext: CoreRequestContextStorage
    /// The browser's session; `nil` only before the door (or on the pages it lets through without
    /// one: the launch path, the stylesheet).
    package var session: WebSessions.Session?
    /// A POST's fields, read by the door (within ``FormSource/maximumBytes``).
    package var form = FormFields("")
    /// On a server for a team: who the session is signed in as, and their sales API token (opened
    /// from its sealed copy for this request only). `nil` for `sales web`, whose one user's token
    /// stays in its own store.
    package var account: WebAccount?
    /// On a team server: the signed-in user's zone and display currency, as they chose them
    /// (`nil`: the server's).
    package var zone: ReaderTimeZone?
    package var preferredCurrency: CurrencyCode?

    /// The peer's address (a team server behind its front: the front's).
    package let remoteAddress: String?

    package init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress?.ipAddress
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
