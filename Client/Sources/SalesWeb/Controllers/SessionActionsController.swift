import Hummingbird
import NIOCore
import SalesClient

/// Refresh, log out and quit: POST forms from our pages (the door checks where they come from and
/// their token); GET changes nothing.
struct SessionActionsController {
    let sessions: WebSessions
    /// Loads the figures anew from the sales API.
    let refresh: @Sendable () async -> Void
    /// Ends the sales API's session and forgets its local copy, as `sales logout`.
    let logout: @Sendable () throws(ClientError) -> Void
    /// Stops the server (requests under way finish).
    let quit: @Sendable () -> Void

    func addRoutes(to router: Router<WebRequestContext>) {
        router.post(RouterPath(WebRoute.refresh)) { _, context in
            await refresh()
            return Response.redirect(to: LoginPage.destination(context.form["next"]), type: .normal)
        }
        router.get(RouterPath(WebRoute.logout)) { _, context in confirmation(context) }
        router.post(RouterPath(WebRoute.logout)) { _, context in
            do {
                try logout()
            } catch {
                return WebRefusal.page(.internalServerError, "Could not log out: \(error)")
            }
            var response = Response.redirect(to: WebRoute.login, type: .normal)
            // The browser's session goes too: a new id and form token for the login that follows.
            if let session = context.session, let renewed = sessions.renew(session) {
                response.setCookie(
                    Cookie(
                        name: sessions.cookieName, value: renewed.id.text, path: "/", httpOnly: true, sameSite: .strict)
                )
            }
            return response
        }
        router.get(RouterPath(WebRoute.quit)) { _, context in quitConfirmation(context) }
        router.post(RouterPath(WebRoute.quit)) { _, _ in
            quit()
            return Self.stopped
        }
    }

    /// What the tab shows once the server has stopped: it will not answer again, so the page links
    /// nowhere and needs nothing more from it (light and dark from the browser itself).
    private static var stopped: Response {
        let main: HTML = """
            <h1>SaleAssistant has stopped</h1>
            <p>You can close this tab. Start it again from your desktop's menu, or with <code>sales web</code>.</p>
            """
        return PageResponse.make(PageFrame.document(title: "Stopped", assets: .none, main: main), closing: true)
    }

    /// "Quit SaleAssistant?" with the button that stops it, and the way back.
    private func quitConfirmation(_ context: WebRequestContext) -> Response {
        let main: HTML = """
            <h1>Quit SaleAssistant?</h1>
            <p>The app stops on this machine: this tab and any other showing it stop answering. The session with \
            the sales API and the figures kept here stay for the next start.</p>
            <form class="confirm" method="post" action="\(WebRoute.quit)">\(WebFormField.tokenField(context.session?.formToken.text ?? ""))\
            <button type="submit">Quit</button> <a href="\(WebRoute.overview)">Cancel</a></form>
            """
        return PageResponse.make(Page.document(title: "Quit", main: main))
    }

    /// "Log out?" with the button that does it, and the way back.
    private func confirmation(_ context: WebRequestContext) -> Response {
        let main: HTML = """
            <h1>Log out?</h1>
            <p>The session with the sales API ends, and the figures kept on this machine are forgotten.</p>
            <form class="confirm" method="post" action="\(WebRoute.logout)">\(WebFormField.tokenField(context.session?.formToken.text ?? ""))\
            <button type="submit">Log out</button> <a href="\(WebRoute.overview)">Cancel</a></form>
            """
        return PageResponse.make(Page.document(title: "Log out", main: main))
    }
}
