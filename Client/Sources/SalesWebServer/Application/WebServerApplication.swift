import Hummingbird
import Logging
import SalesConfiguration
import SalesPostgres
import SalesTeam
import ServiceLifecycle

/// `sales-web-server`'s composition root: the team's pages over the shared stores, behind the front.
package enum WebServerApplication {
    /// What the replica serves, on `configuration.listen`; `onServerRunning` is told its port.
    package static func build(
        configuration: WebServerConfiguration, readiness: Readiness, services: [any Service], logger: Logger,
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router()
        router.get("/health") { _, _ in "ok\n" }
        router.get("/ready") { _, _ -> Response in
            if let reason = await readiness.check() {
                return Response(
                    status: .serviceUnavailable, headers: [.contentType: "text/plain; charset=utf-8"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: "not ready: \(reason)\n")))
            }
            return Response(
                status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "ready\n")))
        }
        return Application(
            router: router,
            configuration: .init(
                address: .hostname(configuration.listen.host, port: configuration.listen.port), serverName: nil),
            services: services,
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) }, logger: logger)
    }
}
