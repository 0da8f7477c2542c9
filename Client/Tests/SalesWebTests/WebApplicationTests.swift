import AppTesting
import Foundation
import Logging
import SalesWeb
import ScriptedHTTPServer
import Testing

/// The web application as its composition root builds it, served live on 127.0.0.1.
@Suite struct WebApplicationTests {
    @Test(.timeLimit(.minutes(1)))
    func closesAConnectionThatStaysSilentAndServesTheOthers() async throws {
        let fixture = try FiguresStoreFixture.make()
        let app = WebApplication.build(
            figures: fixture.store, sessions: WebSessions(), port: 0, currency: .usd, zone: .utc,
            lifetime: WebLifetime(idleLimit: nil), connectionIdleLimit: .milliseconds(200),
            logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let silent = try RawConnection(port: port)
            let half = try RawConnection(port: port)
            half.send("GET /products HTTP/1.1\r\nHost: 127.0.0.1\r\n")  // and nothing more
            #expect(await silent.readUntilClosed(timeout: .seconds(10)).closed, "a silent connection is closed")
            #expect(await half.readUntilClosed(timeout: .seconds(10)).closed, "so is a request that stops halfway")
            let fresh = try RawConnection(port: port)
            fresh.send("GET /products HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            let answer = await fresh.readUntilClosed(timeout: .seconds(10)).received
            #expect(answer.hasPrefix("HTTP/1.1 403"), "others are served (by the door: no session)")
        }
    }
}
