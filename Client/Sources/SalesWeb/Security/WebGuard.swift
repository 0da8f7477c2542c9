import HTTPTypes
import Hummingbird
import NIOCore

/// The door of the web front end, in front of every route: a request under another `Host` than a
/// loopback one is refused (DNS rebinding); the printed address's one-time key is exchanged once
/// for a session cookie, and the address bar cleaned with a redirect; without that cookie nothing
/// is answered but a page that says to use the printed address; a POST must come from our own
/// pages (`Sec-Fetch-Site: same-origin`, or our `Origin`) and carry its session's form token. Every
/// answer, refusals included, carries ``SecurityHeaders``.
package struct WebGuard: RouterMiddleware {
    package typealias Context = WebRequestContext

    private let hosts: LoopbackHosts
    private let sessions: WebSessions

    package init(hosts: LoopbackHosts, sessions: WebSessions) {
        self.hosts = hosts
        self.sessions = sessions
    }

    package func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await guarded(request, context: context, next: next)
        } catch {
            // A route not found, a body too large, anything thrown: a page of ours all the same.
            response = RequestShape.refusal(for: error)
        }
        SecurityHeaders.add(to: &response.headers)
        return response
    }

    private func guarded(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // HTTP/1's Host arrives as the authority; a second one is refused.
        if let refusal = RequestShape.hostRefusal(of: request) { return refusal }
        guard hosts.allows(request.head.authority) else {
            return WebRefusal.page(
                .forbidden, "This address is not the app's. Open the address sales web printed.")
        }
        if let refusal = RequestShape.methodRefusal(of: request) { return refusal }
        if request.uri.path == WebSessions.launchPath { return launch(request) }
        // Only a GET spends the key: a link preview's HEAD, or a POST, leaves it to the browser.
        if request.method == .get, request.uri.queryParameters["key"] != nil { return exchange(request) }
        // The stylesheet is no secret: the refusal pages below wear it too.
        if request.method == .get || request.method == .head, request.uri.path == Assets.stylesheetPath {
            return try await next(request, context)
        }
        guard let session = sessions.session(of: request) else {
            return WebRefusal.page(
                .forbidden, "No session here. Open the address sales web printed, with its key.")
        }
        var context = context
        context.session = session
        guard request.method == .post else { return try await next(request, context) }
        guard FormSource.isOurs(request, isOwn: hosts.isOwn(origin:)) else {
            return WebRefusal.page(.forbidden, "This form was not sent from the app's own pages.")
        }
        guard let form = await FormSource.fields(of: request) else {
            return WebRefusal.page(.contentTooLarge, "That is more than a form of the app sends.")
        }
        context.form = form
        guard session.formToken.matches(context.form[WebFormField.token]) else {
            return WebRefusal.page(.forbidden, FormSource.expired)
        }
        return try await next(request, context)
    }

    /// The printed key, spent for a session cookie; then the same address without the key, by a
    /// page of ours (``SameSiteRedirect``: the cookie is strict). A key already spent, or not the
    /// printed one, is refused — but a browser that has its session (the address opened twice) is
    /// sent on.
    private func exchange(_ request: Request) -> Response {
        // The address bar is cleaned of the key (and of any other parameter with it), to a path of
        // ours: `//evil.example/x?key=…` goes to the products, never to another site.
        let clean = OwnPath.clean(request.uri.path)
        if sessions.session(of: request) != nil {
            return .redirect(to: clean, type: .normal)
        }
        guard let session = sessions.spend(key: request.uri.queryParameters["key"].map(String.init)) else {
            return WebRefusal.page(
                .forbidden, "This address has been used already. Start sales web again for a new one.")
        }
        var response = SameSiteRedirect.response(to: clean)
        response.setCookie(
            Cookie(name: sessions.cookieName, value: session.id.text, path: "/", httpOnly: true, sameSite: .strict))
        return response
    }

    /// A new one-time key and this server's proof (`KEY PROOF`, as text), for the launch token's
    /// proof over a nonce in `Authorization` (a POST: a browser cannot send that header to another
    /// origin without a preflight, which is never allowed).
    private func launch(_ request: Request) -> Response {
        let nonce = HTTPField.Name(WebSessions.launchNonceField).flatMap { request.headers[$0] }
        guard request.method == .post,
            let minted = sessions.mintKey(nonce: nonce, proof: request.headers[.authorization])
        else {
            return WebRefusal.page(.forbidden, "Only another start of sales web may ask for a key.")
        }
        return Response(
            status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "\(minted.key) \(minted.proof)")))
    }
}

extension WebSessions {
    /// The session `request`'s cookies name, if any.
    func session(of request: Request) -> Session? {
        session(cookieFields: request.headers[values: .cookie])
    }
}
