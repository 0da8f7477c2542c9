import Foundation
import SalesClient
import SalesCore
import Synchronization
import Testing

@Suite struct InteractiveSessionTests {
    @Test func goesFromTheListToADetailAndBack() async throws {
        let world = try StubWorld(token: AccessToken("tok"))
        try await world.session(answers: ["8", "b", "q"]).run()
        let screens = world.output.components(separatedBy: "Mac mini")
        #expect(world.output.contains("  1  AirTag"))
        #expect(world.output.contains("264 sales · total USD 267,716.41"))
        #expect(screens.count >= 3)  // listed, detailed, listed again
        #expect(
            world.prompts == [
                "\nNumber to open, r refresh, q quit: ", "\nb back, r refresh, q quit: ",
                "\nNumber to open, r refresh, q quit: ",
            ])
    }

    @Test func locksOnA401AsksForTheLoginAndReturnsToTheSameScreen() async throws {
        let world = try StubWorld(token: AccessToken("tok"), salesAnswers: [.ok, .unauthorized, .ok])
        try await world.session(answers: ["8", "r", "tester", "password", "q"]).run()
        #expect(world.errors.contains("Your session expired — log in to continue."))
        #expect(
            world.prompts == [
                "\nNumber to open, r refresh, q quit: ", "\nb back, r refresh, q quit: ", "Username: ", "Password: ",
                "\nb back, r refresh, q quit: ",
            ])
        #expect(world.tokens.token?.rawValue == "fresh")
    }

    @Test func asksForTheLoginFirstWhenLoggedOut() async throws {
        let world = try StubWorld(token: nil)
        try await world.session(answers: ["tester", "password", "q"]).run()
        #expect(world.errors.contains("Not logged in — log in to continue."))
        #expect(world.output.contains("Vision Pro"))
    }

    @Test func keepsAskingAfterWrongCredentialsAndStopsAtEndOfInput() async throws {
        let world = try StubWorld(token: nil, loginAnswers: [.refused])
        try await world.session(answers: ["tester", "nope"]).run()
        #expect(world.errors.contains("login failed: Invalid credentials."))
        #expect(world.prompts == ["Username: ", "Password: ", "Username: "])
        #expect(world.tokens.token == nil)
    }
}

/// A scripted upstream and middleware behind stubs, and a console that records what it shows.
private final class StubWorld: @unchecked Sendable {
    enum Answer {
        case ok
        case unauthorized
        case refused
    }

    let tokens: TokenStoreSpy
    private let lines = Transcript()
    private let errorLines = Transcript()
    private let askedPrompts = Transcript()
    private let environment: ClientEnvironment

    init(token: AccessToken?, salesAnswers: [Answer] = [.ok], loginAnswers: [Answer] = [.ok]) throws {
        tokens = TokenStoreSpy(token: token)
        let sales = try fixture("sales.json")
        let http = HTTPClientStub([
            "/products": [response(200, try fixture("products.json"))],
            "/sales": salesAnswers.map {
                $0 == .ok ? response(200, sales) : response(401, #"{"message":"Token expired."}"#)
            },
            "/rates": [
                response(
                    200,
                    #"[{"from":"AUD","to":"USD","rate":0.5955216769890424011434016198189614},{"from":"BRL","to":"USD","rate":0.14061824},{"from":"CAD","to":"USD","rate":0.740096},{"from":"EUR","to":"USD","rate":1.18},{"from":"GBP","to":"USD","rate":1.3216},{"from":"INR","to":"USD","rate":0.011910433539780848022868032396379228},{"from":"JPY","to":"USD","rate":0.0092512},{"from":"ZAR","to":"USD","rate":0.05955216769890424011434016198189614}]"#
                )
            ],
            "/login": loginAnswers.map {
                $0 == .ok
                    ? response(200, #"{"access_token":"fresh"}"#)
                    : response(401, #"{"message":"Invalid credentials."}"#)
            },
        ])
        let api = SalesAPI(
            http: http,
            apiURL: try #require(URL(string: "http://upstream.test")),
            ratesURL: try #require(URL(string: "http://middleware.test/rates")),
            timeout: .seconds(5)
        )
        let lines = self.lines
        let errorLines = self.errorLines
        let console = Console(
            isInteractive: true,
            stderrIsTerminal: false,
            style: TextStyle(enabled: false),
            out: { text in lines.append(text) },
            err: { text in errorLines.append(text) }
        )
        environment = ClientEnvironment(session: SalesSession(api: api, tokens: tokens), console: console)
    }

    var output: String { lines.entries.joined() }
    var errors: String { errorLines.entries.joined() }
    var prompts: [String] { askedPrompts.entries }

    func session(answers: [String]) -> InteractiveSession {
        let script = Transcript(answers)
        let prompts = askedPrompts
        let next: (String) -> String? = { prompt in
            prompts.append(prompt)
            return script.removeFirst()
        }
        return InteractiveSession(environment: environment, readLine: next, readSecret: next)
    }
}

/// Lines written or to be read, shared safely between the session and the test.
private final class Transcript: Sendable {
    private let storage: Mutex<[String]>

    init(_ entries: [String] = []) {
        storage = Mutex(entries)
    }

    var entries: [String] { storage.withLock { $0 } }

    func append(_ entry: String) {
        storage.withLock { $0.append(entry) }
    }

    func removeFirst() -> String? {
        storage.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
