import Foundation
import HTTPTypes
import Hummingbird
import SalesClient
import SalesTeam
import SalesWeb

/// Sign-in, sign-out and the user's devices. The password goes from the form to the sales API and
/// nowhere else; the API's token is sealed into the session's row; each sign-in makes a new id.
/// Failed sign-ins are counted in the shared store, and a flood is refused before the API sees it.
package struct TeamSessionController: Sendable {
    let sessions: TeamSessions
    let failures: any SignInFailureStore
    let throttle = SignInThrottle()
    let login: @Sendable (String, String) async throws(ClientError) -> String
    /// Waits before asking the sales API for a user name that has failed often (``SignInThrottle``).
    let pause: @Sendable (Duration) async -> Void
    let figures: TeamFiguresStore
    let settings: any UserSettingsStore
    let zones: TeamZones
    /// The front's addresses: only from them is `X-Forwarded-For` believed.
    let trustedProxies: TrustedProxies

    package init(
        sessions: TeamSessions, failures: any SignInFailureStore, figures: TeamFiguresStore,
        settings: any UserSettingsStore, zones: TeamZones, trustedProxies: TrustedProxies,
        login: @escaping @Sendable (String, String) async throws(ClientError) -> String,
        pause: @escaping @Sendable (Duration) async -> Void
    ) {
        self.pause = pause
        self.settings = settings
        self.zones = zones
        self.trustedProxies = trustedProxies
        self.sessions = sessions
        self.failures = failures
        self.figures = figures
        self.login = login
    }

    package func addRoutes(to router: Router<TeamRequestContext>) {
        router.get(RouterPath(WebRoute.login)) { request, context in
            // A session cookie whose session is gone: it ended (idle, its time, the sales API's
            // refusal of its token) — said, as the reason to sign in again.
            let ended =
                TeamCookies.value(TeamCookies.session, in: request.headers[values: .cookie]).map { !$0.isEmpty } == true
                && context.account == nil
            return form(
                context, message: ended ? TeamFiguresStore.expired : nil,
                next: LoginPage.destination(request.uri.queryParameters["next"].map(String.init)))
        }
        router.post(RouterPath(WebRoute.login)) { request, context in await signIn(request, context) }
        router.get(RouterPath(WebRoute.logout)) { _, context in confirmation(context) }
        router.post(RouterPath(WebRoute.logout)) { _, context in await signOut(context, everywhere: false) }
        router.post(RouterPath(TeamRoute.signOutEverywhere)) { _, context in await signOut(context, everywhere: true) }
        router.post(RouterPath(WebRoute.refresh)) { _, context in await refresh(context) }
    }

    /// Asks the sales API anew. A refused token ends the session (the sales API's rule for its
    /// clients: sign in again, then back on the same page); any other failure keeps the figures,
    /// which the page then shows as of their time with why they were not refreshed.
    private func refresh(_ context: TeamRequestContext) async -> Response {
        let next = OwnPath.clean(context.form["next"])
        guard let account = context.account else {
            return .redirect(to: WebRoute.login + "?next=" + WebPath.queryValue(next), type: .normal)
        }
        guard case .loggedOut = await sessions.figures(of: account, from: figures, refresh: true) else {
            return .redirect(to: next, type: .normal)
        }
        return .redirect(to: WebRoute.login + "?next=" + WebPath.queryValue(next), type: .normal)
    }

    private func form(
        _ context: TeamRequestContext, username: String = "", message: String? = nil, next: String,
        status: HTTPResponse.Status = .ok
    ) -> Response {
        let token = context.session?.formToken.text ?? ""
        return PageResponse.make(
            LoginPage.html(
                username: username, message: message, next: next, formToken: token, host: TeamHost.description,
                words: context.readerWords ?? .english),
            status: status)
    }

    private func signIn(_ request: Request, _ context: TeamRequestContext) async -> Response {
        let fields = context.form
        let next = LoginPage.destination(fields["next"])
        let (username, password) = (fields["username"] ?? "", fields["password"] ?? "")
        guard !username.isEmpty, !password.isEmpty else {
            return form(
                context, username: username, message: (context.readerWords ?? .english)(.enterBoth),
                next: next, status: .badRequest)
        }
        let address = clientAddress(request, context)
        let now = sessions.now().millisecondsSince1970
        do {
            let attempt: Int64
            switch try await throttle.decision(username: username, address: address, store: failures, now: now) {
            case .refused(let wait):
                TeamTelemetry.record(.throttled)
                return form(
                    context, username: username, message: Self.wording(wait, context.readerWords ?? .english),
                    next: next,
                    status: .tooManyRequests)
            case .allowed(let id, let delay):
                attempt = id
                if delay > .zero { await pause(delay) }
            }
            let token: String
            do {
                token = try await login(username, password)
            } catch {
                guard case .invalidCredentials(let message) = error else {
                    try await failures.releaseAttempt(attempt)  // Not the manager's failure.
                    TeamTelemetry.record(.failed)
                    return form(context, username: username, message: "\(error)", next: next, status: .badGateway)
                }
                TeamTelemetry.record(.refused)  // The attempt stays counted: a failure.
                return form(context, username: username, message: message, next: next, status: .unauthorized)
            }
            try await failures.clearFailures(username: username, address: address)
            try await keepBrowserZone(fields["zone"], username: username)
            let id = try await sessions.create(
                username: username, token: token, userAgent: request.headers[.userAgent] ?? "", address: address)
            var response = Response.redirect(to: next, type: .normal)
            response.headers.append(
                HTTPField(name: .setCookie, value: TeamCookies.setSession(id, maxAge: sessions.cookieMaxAge)))
            if let home = sessions.sealer.home(username: username) {
                response.headers.append(
                    HTTPField(name: .setCookie, value: TeamCookies.setHome(home, maxAge: sessions.cookieMaxAge)))
            }
            TeamTelemetry.record(.signedIn)
            return response
        } catch {
            TeamTelemetry.record(.failed)
            return WebRefusal.unavailable
        }
    }

    private func confirmation(_ context: TeamRequestContext) -> Response {
        let token = context.session?.formToken.text ?? ""
        let words = context.readerWords ?? .english
        let main: HTML = """
            <h1>\(words(.signOutQuestion))</h1>
            <form class="confirm" method="post" action="\(WebRoute.logout)">\(WebFormField.tokenField(token))\
            <button type="submit">\(words(.signOut))</button> <a href="\(WebRoute.overview)">\(words(.cancel))</a></form>
            <form class="confirm" method="post" action="\(TeamRoute.signOutEverywhere)">\(WebFormField.tokenField(token))\
            <button type="submit">\(words(.signOutEverywhere))</button></form>
            """
        return PageResponse.make(
            Page.document(
                title: words(.signOut), main: main, host: TeamHost.description, signedIn: context.account?.username,
                words: words))
    }

    private func signOut(_ context: TeamRequestContext, everywhere: Bool) async -> Response {
        guard let account = context.account else { return .redirect(to: WebRoute.login, type: .normal) }
        do {
            if everywhere {
                try await sessions.endAll(account)
                await figures.forget(username: account.username)
            } else {
                try await sessions.end(account)
            }
        } catch {
            return WebRefusal.unavailable
        }
        var response = Response.redirect(to: WebRoute.login, type: .normal)
        response.headers.append(HTTPField(name: .setCookie, value: TeamCookies.clearSession()))
        return response
    }

    /// Where the browser is (``TrustedProxies/client(peer:forwardedFor:)``).
    private func clientAddress(_ request: Request, _ context: TeamRequestContext) -> String {
        let lines = HTTPField.Name("X-Forwarded-For").map { request.headers[values: $0] } ?? []
        return trustedProxies.client(peer: context.remoteAddress ?? "", forwardedFor: lines)
    }

    /// The browser's zone, kept for a user who has none yet (a settings page changes it).
    private func keepBrowserZone(_ zone: String?, username: String) async throws(TeamStoreError) {
        guard let zone, zones.named(zone) != nil else { return }
        var chosen = try await settings.settings(username: username)
        guard chosen.zone == nil else { return }
        chosen.zone = zone
        try await settings.save(chosen, username: username)
    }

    /// "Too many failed sign-ins. Try again in 15 minutes.", in the reader's words.
    private static func wording(_ milliseconds: Int64, _ words: Words) -> String {
        switch SignInThrottle.wait(retryAfter: milliseconds) {
        case .seconds(let seconds): words.count(.tryAgainInSeconds, seconds)
        case .minutes(let minutes): words.count(.tryAgainInMinutes, minutes)
        }
    }
}
