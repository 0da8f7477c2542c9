import Foundation
import HTTPTypes
import Hummingbird
import SalesClient
import SalesCore
import SalesTeam
import SalesWeb

/// The team server's door, in front of every page: only the public origin's `Host`; a POST only
/// from our own pages (`Sec-Fetch-Site`/`Origin`) and with the form token of the browser's session
/// (or of its sign-in form); the session found once, from its cookie's hash, and put on the request
/// context with its user and their token; no session → the sign-in page, then back. Every answer
/// carries the pages' security headers and HSTS.
package struct TeamGuard: RouterMiddleware {
    package typealias Context = TeamRequestContext

    let origin: PublicOrigin
    let sessions: TeamSessions
    let zones: TeamZones
    /// The locale of a reader who chose none and whose browser names none (`DEFAULT_LOCALE`);
    /// `nil`: none, the figures written as they always were.
    let defaultLocale: String?
    let locales: LocaleNumbers

    package init(
        origin: PublicOrigin, sessions: TeamSessions, zones: TeamZones,
        defaultLocale: String? = nil, locales: LocaleNumbers = LocaleNumbers()
    ) {
        self.origin = origin
        self.sessions = sessions
        self.zones = zones
        self.defaultLocale = defaultLocale
        self.locales = locales
    }

    package func handle(
        _ request: Request, context: TeamRequestContext, next: (Request, TeamRequestContext) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await guarded(request, context: context, next: next)
        } catch {
            // A path or a method no page answers, a body too large: a page of ours all the same.
            response = RequestShape.refusal(for: error)
        }
        SecurityHeaders.add(to: &response.headers)
        response.headers[.strictTransportSecurity] = "max-age=31536000; includeSubDomains"
        // A page's figures follow the browser's languages for a manager who chose none.
        response.headers.append(HTTPField(name: .vary, value: "Accept-Language"))
        return response
    }

    private func guarded(
        _ request: Request, context: TeamRequestContext, next: (Request, TeamRequestContext) async throws -> Response
    ) async throws -> Response {
        if let refusal = RequestShape.hostRefusal(of: request) { return refusal }
        guard request.head.authority?.lowercased() == origin.authority else {
            return WebRefusal.page(.misdirectedRequest, "This server answers at \(origin) only.")
        }
        if let refusal = RequestShape.methodRefusal(of: request) { return refusal }
        if request.uri.path.hasPrefix("/assets/") { return try await next(request, context) }
        var context = context
        if request.method == .post {
            guard FormSource.isOurs(request, isOwn: { $0?.lowercased() == origin.description }) else {
                return WebRefusal.page(.forbidden, "Only SaleAssistant's own pages may send this.")
            }
            guard let form = await FormSource.fields(of: request) else {
                return WebRefusal.page(.contentTooLarge, "The form sent was too large.")
            }
            context.form = form
        }
        let cookies = request.headers[values: .cookie]
        let found: TeamSessions.Found?
        do {
            found = try await sessions.find(cookie: TeamCookies.value(TeamCookies.session, in: cookies))
        } catch {
            return WebRefusal.unavailable
        }
        context.readerLocale = AcceptLanguage.preferred(request.headers[.acceptLanguage]) ?? defaultLocale
        if request.uri.path == WebRoute.login {
            // Who is signed in, if anyone: the form says when a session the cookie names has ended.
            context.account = found?.account
            return try await signInForm(request, context: context, cookies: cookies, next: next)
        }
        guard let found else {
            let here = request.uri.query.map { request.uri.path + "?" + $0 } ?? request.uri.path
            return .redirect(to: WebRoute.login + "?next=" + WebPath.queryValue(OwnPath.clean(here)), type: .normal)
        }
        context.session = found.session
        context.account = found.account
        // The user's own zone and currency, found with the session; none chosen: the server's.
        let chosen = found.settings
        context.readerZone = zones.named(chosen.zone)
        context.readerCurrency = chosen.currency.flatMap { CurrencyCode(anyCase: $0) }
        // Their own language and formats; none chosen: the browser's, else the server's.
        if let offered = OfferedLocale.named(chosen.locale), let identifier = ReaderLocale.identifier(of: offered.tag) {
            context.readerLocale = identifier
        }
        context.readerNumbers = context.readerLocale.map(locales.numbers) ?? .plain
        if request.method == .post, !found.session.formToken.matches(context.form[WebFormField.token]) {
            return WebRefusal.page(.forbidden, FormSource.expired)
        }
        return try await next(request, context)
    }

    /// The sign-in page: its form's token lives in a cookie of its own until there is a session.
    private func signInForm(
        _ request: Request, context: TeamRequestContext, cookies: [String],
        next: (Request, TeamRequestContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        let kept = TeamCookies.value(TeamCookies.signIn, in: cookies).flatMap(Secret.init(text:))
        if request.method == .post {
            guard let kept, kept.matches(context.form[WebFormField.token]) else {
                return WebRefusal.page(.forbidden, "This form has expired. Reload the sign-in page and try again.")
            }
        }
        let token = kept ?? Secret()
        context.session = WebSessions.Session(id: token, formToken: token)
        var response = try await next(request, context)
        if kept == nil {
            response.headers.append(HTTPField(name: .setCookie, value: TeamCookies.setSignIn(token.text)))
        }
        return response
    }
}
