import Hummingbird
import NIOCore
import SalesClient

/// `GET /login` and `POST /login`: the form, and the login through the session's use case. The
/// password goes from the form to `login` and nowhere else (no log, no address, no page).
struct LoginController {
    /// Logs in to the sales API (and loads the figures anew).
    let login: @Sendable (_ username: String, _ password: String) async throws(ClientError) -> Void
    /// Why the figures ask to log in, when they do.
    let figures: @Sendable () async -> WebFigures
    /// The page's words (the reader's locale, ``Words``).
    var words = Words.english

    func addRoutes(to router: Router<WebRequestContext>) {
        router.get(RouterPath(WebRoute.login)) { request, context in await form(request, context) }
        router.post(RouterPath(WebRoute.login)) { _, context in await submit(context) }
    }

    private func form(_ request: Request, _ context: WebRequestContext) async -> Response {
        var reason: String?
        if case .loggedOut(let why) = await figures() { reason = why }
        return page(
            context, message: reason, next: LoginPage.destination(request.uri.queryParameters["next"].map(String.init)))
    }

    private func submit(_ context: WebRequestContext) async -> Response {
        let fields = context.form
        let next = LoginPage.destination(fields["next"])
        let (username, password) = (fields["username"] ?? "", fields["password"] ?? "")
        guard !username.isEmpty, !password.isEmpty else {
            return page(
                context, username: username, message: "Enter both your user name and your password.", next: next,
                status: .badRequest)
        }
        do {
            try await login(username, password)
        } catch {
            switch error {
            case .invalidCredentials(let message):
                return page(context, username: username, message: message, next: next, status: .unauthorized)
            default:
                return page(context, username: username, message: "\(error)", next: next, status: .badGateway)
            }
        }
        return .redirect(to: next, type: .normal)
    }

    private func page(
        _ context: WebRequestContext, username: String = "", message: String?, next: String,
        status: HTTPResponse.Status = .ok
    ) -> Response {
        let token = context.session?.formToken.text ?? ""
        let html = LoginPage.html(username: username, message: message, next: next, formToken: token, words: words)
        return PageResponse.make(html, status: status)
    }
}
