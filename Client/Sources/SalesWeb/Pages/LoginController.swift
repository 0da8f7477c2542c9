import Hummingbird
import NIOCore
import SalesClient

/// `GET /login` and `POST /login`: the form, and the login through the session's use case. The
/// password goes from the form to `login` and nowhere else (no log, no address, no page).
struct LoginController<Context: RequestContext> {
    let sessions: WebSessions
    /// Logs in to the sales API (and loads the figures anew).
    let login: @Sendable (_ username: String, _ password: String) async throws(ClientError) -> Void
    /// Why the figures ask to log in, when they do.
    let figures: @Sendable () -> WebFigures

    func addRoutes(to router: Router<Context>) {
        router.get("/login") { request, _ in form(request) }
        router.post("/login") { request, _ in try await submit(request) }
    }

    private func form(_ request: Request) -> Response {
        var reason: String?
        if case .loggedOut(let why) = figures() { reason = why }
        return page(
            request, message: reason, next: LoginPage.destination(request.uri.queryParameters["next"].map(String.init)))
    }

    private func submit(_ request: Request) async throws -> Response {
        var request = request
        let fields = FormFields(String(buffer: try await request.collectBody(upTo: WebGuard<Context>.maximumFormBytes)))
        let next = LoginPage.destination(fields["next"])
        let (username, password) = (fields["username"] ?? "", fields["password"] ?? "")
        guard !username.isEmpty, !password.isEmpty else {
            return page(
                request, username: username, message: "Enter both your user name and your password.", next: next,
                status: .badRequest)
        }
        do {
            try await login(username, password)
        } catch {
            switch error {
            case .invalidCredentials(let message):
                return page(request, username: username, message: message, next: next, status: .unauthorized)
            default:
                return page(request, username: username, message: "\(error)", next: next, status: .badGateway)
            }
        }
        return .redirect(to: next, type: .normal)
    }

    private func page(
        _ request: Request, username: String = "", message: String?, next: String, status: HTTPResponse.Status = .ok
    ) -> Response {
        let token = sessions.session(of: request)?.formToken.text ?? ""
        let html = LoginPage.html(username: username, message: message, next: next, formToken: token)
        return Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }
}
