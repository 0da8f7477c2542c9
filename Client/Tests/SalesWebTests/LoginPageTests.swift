import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import SalesClient
import SalesWeb
import Synchronization
import Testing

/// `/login`: the form, the API's answer, and the way back to the page that asked.
@Suite struct LoginPageTests {
    private let port = 41_234

    @Test func sendsAPageToTheLoginAndTheLoginBackToIt() async throws {
        let sut = makeSUT(figures: .loggedOut(reason: "Session expired — log in again."))
        try await sut.run { client, cookie, token in
            let asked = try await client.execute(uri: "/products?sort=sales", method: .get, headers: [.cookie: cookie])
            #expect(asked.status == .seeOther)
            #expect(asked.headers[.location] == "/login?next=%2Fproducts%3Fsort%3Dsales")

            let form = String(
                buffer: try await client.execute(
                    uri: "/login?next=%2Fproducts%3Fsort%3Dsales", method: .get, headers: [.cookie: cookie]
                ).body)
            #expect(form.contains("Session expired — log in again."))
            #expect(
                form.contains("name=\"csrf\" value=\"\(token)\"") && form.contains("value=\"/products?sort=sales\""))
            #expect(form.contains("data-requires-all") && form.contains("<script src=\"/assets/app.js\" defer>"))

            let done = try await client.postForm(
                "/login", "csrf=\(token)&username=tester&password=p%26ss&next=%2Fproducts%3Fsort%3Dsales",
                cookie: cookie)
            #expect(done.status == .seeOther && done.headers[.location] == "/products?sort=sales")
        }
        #expect(sut.logins.withLock { $0 } == [Login(username: "tester", password: "p&ss")])
    }

    @Test func saysTheAPIsOwnWordsWhenItRefusesAndKeepsTheUserName() async throws {
        let sut = makeSUT(refusal: .invalidCredentials("Invalid credentials."))
        try await sut.run { client, cookie, token in
            let refused = try await client.postForm(
                "/login", "csrf=\(token)&username=tester&password=wrong&next=%2F", cookie: cookie)
            let html = String(buffer: refused.body)
            #expect(refused.status == .unauthorized)
            #expect(html.contains("role=\"alert\">Invalid credentials.</p>"))
            #expect(html.contains("value=\"tester\"") && !html.contains("wrong"), "the password is never written back")
        }
    }

    @Test func refusesAnEmptyFieldWithoutAskingTheAPI() async throws {
        let sut = makeSUT()
        try await sut.run { client, cookie, token in
            let empty = try await client.postForm("/login", "csrf=\(token)&username=tester&password=", cookie: cookie)
            #expect(empty.status == .badRequest)
            #expect(String(buffer: empty.body).contains("Enter both your user name and your password."))
        }
        #expect(sut.logins.withLock { $0 }.isEmpty)
    }

    /// A front keeps an answer's head in a buffer of a few KB: a login's `next` carrying a huge
    /// query would make it too big to pass (a 502), so the address comes back without its query.
    @Test func keepsALongAddressToComeBackToWithoutItsQuery() {
        let long = "/products?period=days&from=" + String(repeating: "9", count: 5_000) + "&to=1"
        #expect(OwnPath.clean(long) == "/products")
        #expect(OwnPath.clean("/products?sort=sales") == "/products?sort=sales")
        #expect(OwnPath.clean("/" + String(repeating: "a", count: 600)) == "/overview")
    }

    @Test(arguments: ["//evil.example/x", "https://evil.example", "/\\evil", "products", "/a\nb"])
    func returnsOnlyToAPathOfOurs(next: String) async throws {
        let sut = makeSUT()
        try await sut.run { client, cookie, token in
            let done = try await client.postForm(
                "/login", "csrf=\(token)&username=tester&password=secret&next=\(next.addingPercentEncodingForForm)",
                cookie: cookie)
            #expect(done.headers[.location] == "/overview")
        }
    }

    struct Login: Equatable {
        let username: String
        let password: String
    }

    /// The web front end over a spy login that answers `refusal` or succeeds.
    private func makeSUT(figures: WebFigures = .loading, refusal: ClientError? = nil) -> SUT {
        SUT(port: port, figures: figures, refusal: refusal)
    }

    final class SUT: Sendable {
        let port: Int
        let figures: WebFigures
        let refusal: ClientError?
        /// Every login asked for, in order.
        let logins = Mutex<[Login]>([])

        init(port: Int, figures: WebFigures, refusal: ClientError?) {
            self.port = port
            self.figures = figures
            self.refusal = refusal
        }

        /// Runs `body` with a client, its session cookie and its form token.
        func run(_ body: @Sendable (any TestClientProtocol, String, String) async throws -> Void) async throws {
            let sessions = WebSessions()
            let (figures, refusal) = (self.figures, self.refusal)
            let router = WebRouter.make(
                sessions: sessions, port: port, figures: { figures }, rates: noOtherRates,
                login: { [self] username, password throws(ClientError) in
                    logins.withLock { $0.append(Login(username: username, password: password)) }
                    if let refusal { throw refusal }
                }, currency: .usd, zone: .utc)
            try await Application(router: router).test(.router) { client in
                let (cookie, token) = try await client.openSession(sessions, at: "/login")
                try await body(client, cookie, token)
            }
        }

    }
}

extension String {
    /// The text as a form field's value: every byte but the unreserved escaped.
    fileprivate var addingPercentEncodingForForm: String {
        utf8.map { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                String(UnicodeScalar(byte))
            default: String(format: "%%%02X", byte)
            }
        }.joined()
    }
}
