import Hummingbird
import Logging
import NIOCore
import SalesClient
import SalesCore

/// The web application's composition root: `sales web`'s pages behind their door, over the figures'
/// store, served on 127.0.0.1 at `port` — what an executable runs (`WebCommand` today), given its
/// ports rather than reaching for them.
package enum WebApplication {
    /// How long a connection may send nothing (mid-request included) before it is closed: a slow or
    /// silent client holds no connection for long.
    package static let connectionIdleLimit: Duration = .seconds(30)

    /// `figures`: the store the pages read and Refresh, Log in and Log out act on; `sessions`: the
    /// door's keys and sessions; `lifetime`: every request is activity, Quit ends it;
    /// `onServerRunning`: told once the server accepts connections.
    package static func build(
        figures: WebFiguresStore, sessions: WebSessions, port: Int, currency: CurrencyCode, zone: ReaderTimeZone,
        numbers: ReaderFormats = .plain, words: Words = .english, lifetime: WebLifetime,
        connectionIdleLimit: Duration = Self.connectionIdleLimit, logger: Logger,
        onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = WebRouter.make(
            sessions: sessions, port: port, figures: { figures.current }, rates: { await figures.rates(to: $0) },
            login: { username, password throws(ClientError) in
                try await figures.login(username: username, password: password)
            }, refresh: { await figures.load(refresh: true) },
            logout: { () throws(ClientError) in try figures.logout() }, currency: currency, zone: zone,
            numbers: numbers, words: words, lifetime: lifetime)
        let idle = TimeAmount.nanoseconds(
            Int64(connectionIdleLimit.components.seconds) * 1_000_000_000
                + connectionIdleLimit.components.attoseconds / 1_000_000_000)
        return Application(
            router: router, server: .http1(configuration: .init(idleTimeout: idle)),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: onServerRunning, logger: logger)
    }
}
