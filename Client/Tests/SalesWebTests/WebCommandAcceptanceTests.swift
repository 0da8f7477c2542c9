import Foundation
import SalesClient
import SalesCore
import SalesHTTP
import SalesWeb
import Synchronization
import TestKit
import Testing

/// `sales web` driven in process through `run(in:)`, as the other commands are: it serves on a free
/// port of 127.0.0.1, a browser (libcurl here) spends the printed key, reads a page of figures,
/// and Quit stops it — the command then returns, saying why.
@Suite struct WebCommandAcceptanceTests {
    @Test(.timeLimit(.minutes(1)))
    func servesThePrintedAddressUntilQuitInAPage() async throws {
        let console = WebConsoleSpy()
        let environment = try makeEnvironment(console)
        let command = try WebCommand.parse(["--no-open", "--idle-stop", "0"])
        let served = Task { try await command.run(in: environment) }

        let address = try await console.printedAddress()
        let base = String(address.prefix { $0 != "?" }.dropLast())
        let http = CurlTransport()
        let landing = try await http.send(TransportRequest(url: try #require(URL(string: address))))
        let cookie = try #require(landing.headers["set-cookie"]?.split(separator: ";").first.map(String.init))
        #expect(landing.statusCode == 200 && cookie.hasPrefix("sales_session_"))

        let products = try await figures(at: base + "/products", cookie: cookie, http: http)
        #expect(products.contains(">Mac mini</a>") && products.contains("Signed in as tester"))

        let asked = try await http.send(
            TransportRequest(url: try #require(URL(string: base + "/quit")), headers: ["Cookie": cookie]))
        let page = String(decoding: asked.body, as: UTF8.self)
        let token = try #require(page.firstMatch(of: /name="csrf" value="([0-9a-f]+)"/)?.output.1)
        let quit = try await http.send(
            TransportRequest(
                method: .post, url: try #require(URL(string: base + "/quit")),
                headers: [
                    "Cookie": cookie, "Sec-Fetch-Site": "same-origin",
                    "Content-Type": "application/x-www-form-urlencoded",
                ], body: Data("csrf=\(token)".utf8)))
        #expect(String(decoding: quit.body, as: UTF8.self).contains("SaleAssistant has stopped"))

        try await served.value
        #expect(console.err.contains("SaleAssistant stopped: Quit was pressed in the browser."))
    }

    /// The page at `url` once the figures, loaded beside the server, are there (503 until then).
    private func figures(at url: String, cookie: String, http: CurlTransport) async throws -> String {
        for _ in 0..<200 {
            let answer = try await http.send(
                TransportRequest(url: try #require(URL(string: url)), headers: ["Cookie": cookie]))
            if answer.statusCode != 503 { return String(decoding: answer.body, as: UTF8.self) }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("the figures never loaded")
        return ""
    }

    /// A logged-in session over the fixtures' products and sales; the middleware away.
    private func makeEnvironment(_ console: WebConsoleSpy) throws -> ClientEnvironment {
        let api = SalesAPI(
            http: FixtureTransport(), apiURL: try #require(URL(string: "http://upstream.test")),
            ratesURL: try #require(URL(string: "http://middleware.test/rates")), timeout: .seconds(5))
        let tokens = MemoryTokenStore(SavedSession(token: try #require(AccessToken("token")), username: "tester"))
        return ClientEnvironment(
            session: SalesSession(
                api: api, tokens: tokens, copies: InMemoryLocalCopyStore(), policy: CachePolicy(maxAge: .zero)),
            console: console.console, quotes: InMemoryQuoteStore())
    }
}

/// The sales API as the fixtures answer it; the middleware not there (503).
private struct FixtureTransport: HTTPTransport {
    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        let file = ["/products": "products.json", "/sales": "sales.json"][request.url.path]
        guard let file, let body = try? Repository.fixture(file) else { return TransportResponse(statusCode: 503) }
        return TransportResponse(statusCode: 200, headers: ["content-type": "application/json"], body: body)
    }
}

/// A console that keeps what the command writes, and says when it has printed its address.
private final class WebConsoleSpy: Sendable {
    private let written = Mutex<(out: String, err: String)>(("", ""))

    var out: String { written.withLock { $0.out } }
    var err: String { written.withLock { $0.err } }

    var console: Console {
        Console(
            isInteractive: false, stderrIsTerminal: false, stdoutIsTerminal: false, style: TextStyle(enabled: false),
            out: { text in self.written.withLock { $0.out += text } },
            err: { text in self.written.withLock { $0.err += text } })
    }

    /// The address the command prints once it serves.
    func printedAddress() async throws -> String {
        for _ in 0..<200 {
            if let line = out.split(separator: "\n").first(where: { $0.hasPrefix("http://") }) { return String(line) }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw CancellationError()
    }
}
