import Foundation
import Hummingbird
import SalesClient
import SalesCore

/// The web front end's routes behind its door (``WebGuard``): what `sales web` serves.
package enum WebRouter {
    /// `port`: where the server listens (the `Host` it answers to); `figures`: the figures as last
    /// loaded (answered from memory) or why there are none; `rates`: the middleware's rates to
    /// another display currency than `currency`; `login`, `refresh`, `logout`: the session's use
    /// cases (the figures loaded anew after a login and on Refresh); `lifetime`: every request
    /// counts as activity, and Quit ends it.
    package static func make(
        sessions: WebSessions, port: Int, figures: @escaping @Sendable () -> WebFigures,
        rates: @escaping @Sendable (CurrencyCode) async -> RatesLoad,
        login: @escaping @Sendable (String, String) async throws(ClientError) -> Void,
        refresh: @escaping @Sendable () async -> Void = {},
        logout: @escaping @Sendable () throws(ClientError) -> Void = {}, currency: CurrencyCode,
        zone: ReaderTimeZone, numbers: ReaderFormats = .plain, words: Words = .english,
        lifetime: WebLifetime = WebLifetime(idleLimit: nil),
        now: @escaping @Sendable () -> Date = Date.init
    ) -> Router<WebRequestContext> {
        // HEAD answers as GET without the body.
        let router = Router(context: WebRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: WebGuard(hosts: LoopbackHosts(port: port), sessions: sessions))
        router.add(middleware: WebActivity(lifetime: lifetime))
        Assets.add(to: router)
        router.get("/") { _, _ in Response.redirect(to: WebRoute.overview, type: .normal) }
        LoginController(login: login, figures: figures, words: words).addRoutes(to: router)
        SessionActionsController(sessions: sessions, refresh: refresh, logout: logout, quit: lifetime.quit)
            .addRoutes(to: router)
        FiguresController<WebRequestContext>(
            figures: { _ in figures() }, rates: rates, currency: currency, zone: zone, numbers: numbers, words: words,
            now: now
        )
        .addRoutes(to: router)
        return router
    }
}
