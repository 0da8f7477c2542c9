import Hummingbird

/// What the door (``WebGuard``) learnt of a request, carried to the pages: the browser's session,
/// found once from its cookie, and a POST's form, read once and its token checked. A page reads
/// them here and never looks them up again.
package struct WebRequestContext: RequestContext {
    package var coreContext: CoreRequestContextStorage
    /// The browser's session; `nil` only before the door (or on the pages it lets through without
    /// one: the launch path, the stylesheet).
    package var session: WebSessions.Session?
    /// A POST's fields, read by the door (within ``WebGuard/maximumFormBytes``).
    package var form = FormFields("")

    package init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}

/// The names the pages' forms and cookie use, each spelled once.
package enum WebFormField {
    /// The field that carries the session's token on every POST.
    package static let token = "csrf"

    /// The hidden field with a session's form token, for a form of ours.
    static func tokenField(_ formToken: String) -> HTML {
        "<input type=\"hidden\" name=\"\(token)\" value=\"\(formToken)\">"
    }
}
