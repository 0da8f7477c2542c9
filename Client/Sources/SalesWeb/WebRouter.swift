import Hummingbird
import SalesClient
import SalesCore

/// The web front end's routes behind its door (``WebGuard``): what `sales web` serves.
package enum WebRouter {
    /// `port`: where the server listens (the `Host` it answers to); `catalog`: the figures as last
    /// loaded, answered from memory.
    package static func make(
        sessions: WebSessions, port: Int, catalog: @escaping @Sendable () -> CatalogLoad?, currency: CurrencyCode,
        zone: ReaderTimeZone
    ) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: WebGuard(hosts: LoopbackHosts(port: port), sessions: sessions))
        Assets.add(to: router)
        ProductsController(catalog: catalog, currency: currency, zone: zone).addRoutes(to: router)
        return router
    }
}
