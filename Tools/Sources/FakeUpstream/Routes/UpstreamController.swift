import Foundation
import Hummingbird
import ServiceLifecycle

/// The upstream API: `POST /login`, `GET /products`, `GET /sales` (token in `Authorization`,
/// raw, no "Bearer"), `GET /rates` (no token), each passed through the fault board.
struct UpstreamController<Context: RequestContext> {
    let users: [String: String]
    let tokens: TokenBook
    let faults: FaultBoard
    let stats: RequestStats
    let data: DataStore
    /// The products and sales of each user who has data of their own (`--user NAME:PASSWORD:SEED`).
    var userData: [String: Dataset] = [:]

    func addRoutes(to router: Router<Context>) {
        router.post("/login") { request, context in try await login(request, context) }
        router.get("/products") { request, _ in try await serve(.products, request) }
        router.get("/sales") { request, _ in try await serve(.sales, request) }
        router.get("/rates") { request, _ in try await serve(.rates, request) }
    }

    private struct Credentials: Decodable {
        let username: String
        let password: String
    }

    private func login(_ request: Request, _ context: Context) async throws -> Response {
        try await withFaults(.login) {
            let body = try await request.body.collect(upTo: 64 * 1024)
            guard let credentials = try? JSONDecoder().decode(Credentials.self, from: Data(buffer: body)) else {
                return .early(
                    JSONResponse.message(.badRequest, #"Expected a JSON body {"username": "…", "password": "…"}."#))
            }
            guard let expected = users[credentials.username], expected == credentials.password else {
                return .early(JSONResponse.message(.unauthorized, "Invalid credentials."))
            }
            let token = tokens.issue(for: credentials.username)
            return .body(ByteBuffer(string: #"{"access_token":"\#(token)"}"#))
        }
    }

    private func serve(_ endpoint: Endpoint, _ request: Request) async throws -> Response {
        try await withFaults(endpoint) {
            if endpoint != .rates {
                switch tokens.check(request.headers[.authorization]) {
                case .valid: break
                case .missing: return .early(JSONResponse.message(.unauthorized, "Missing token."))
                case .unknown: return .early(JSONResponse.message(.unauthorized, "Invalid token."))
                case .expired: return .early(JSONResponse.message(.unauthorized, "Token expired."))
                }
            }
            if endpoint != .rates, let user = tokens.owner(of: request.headers[.authorization]),
                let own = userData[user]?[endpoint]
            {
                return .body(own)
            }
            return .body(data[endpoint] ?? ByteBuffer())
        }
    }

    /// What a handler produced before faults shape it: a finished response, or a 200 body.
    private enum Outcome {
        case early(Response)
        case body(ByteBuffer)
    }

    private func withFaults(_ endpoint: Endpoint, _ handle: () async throws -> Outcome) async throws -> Response {
        stats.record(endpoint)
        let decision = faults.decide(for: endpoint)
        if decision.latency > .zero { try await Task.sleep(for: decision.latency) }
        if decision.held { await cancelWhenGracefulShutdown { await faults.hold() } }
        switch decision.outcome {
        case .hang:
            // Until the client gives up or the server shuts down, then at most ten minutes.
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: .seconds(600)) }
            return JSONResponse.message(.serviceUnavailable, "Stopped hanging.")
        case .unauthorized:
            return JSONResponse.message(.unauthorized, endpoint == .login ? "Invalid credentials." : "Invalid token.")
        case .failure(let status):
            return JSONResponse.message(HTTPResponse.Status(code: status), "Injected failure.")
        case .normal, .malformed, .truncated:
            break
        }
        switch try await handle() {
        case .early(let response):
            return response
        case .body(let buffer):
            switch decision.outcome {
            case .malformed: return JSONResponse.malformed()
            case .truncated: return JSONResponse.truncated(buffer)
            default: return JSONResponse.body(.ok, buffer)
            }
        }
    }
}
