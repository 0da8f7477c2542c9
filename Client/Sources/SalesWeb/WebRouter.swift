import Hummingbird
import SalesClient
import SalesCore

/// The web front end's routes behind its door (``WebGuard``): what `sales web` serves.
package enum WebRouter {
    /// `port`: where the server listens (the `Host` it answers to); `figures`: the figures as last
    /// loaded (answered from memory) or why there are none; `login`: the session's login.
    package static func make(
        sessions: WebSessions, port: Int, figures: @escaping @Sendable () -> WebFigures,
        login: @escaping @Sendable (String, String) async throws(ClientError) -> Void, currency: CurrencyCode,
        zone: ReaderTimeZone
    ) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: WebGuard(hosts: LoopbackHosts(port: port), sessions: sessions))
        Assets.add(to: router)
        router.get("/") { _, _ in Response.redirect(to: "/products", type: .normal) }
        LoginController(sessions: sessions, login: login, figures: figures).addRoutes(to: router)
        FiguresController(figures: figures, currency: currency, zone: zone).addRoutes(to: router)
        return router
    }
}
