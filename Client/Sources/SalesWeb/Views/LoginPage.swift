import SalesClient

/// `/login`: the user name and the password for the sales API, sent with the session's form token
/// and the page to return to; the button is enabled once both are filled (a script of our own; the
/// server refuses an empty one too, for a browser without scripts). Says why it is shown: the API's
/// own message after a refusal, or that the session expired.
package enum LoginPage {
    /// `host`: the server asking (a team's carries the browser's zone; the one script fills it).
    package static func html(
        username: String = "", message: String? = nil, next: String, formToken: String, host: WebHost = .local,
        words: Words = .english
    ) -> HTML {
        let zone: HTML =
            host.asksZone ? "<input type=\"hidden\" name=\"zone\" value=\"\" data-browser-zone>\n" : .empty
        let alert = message.map { message -> HTML in "<p class=\"notice\" role=\"alert\">\(message)</p>" }
        let main: HTML = """
            <h1>\(words(.logIn))</h1>
            \(alert)
            <form class="login" method="post" action="\(WebRoute.login)" data-requires-all>
            \(WebFormField.tokenField(formToken))
            \(zone)<input type="hidden" name="next" value="\(next)">
            <p><label>\(words(.userName)) <input name="username" autocomplete="username" required \
            value="\(username)"></label></p>
            <p><label>\(words(.password)) <input type="password" name="password" autocomplete="current-password" required>\
            </label></p>
            <p><button type="submit">\(words(.logIn))</button></p>
            </form>
            """
        return Page.document(title: words(.logIn), main: main, host: host, words: words)
    }

    /// Where a login returns: a path of ours (`/products?sort=sales`), never another site
    /// (`//evil.example`, `https://…`); the products otherwise.
    package static func destination(_ next: String?) -> String {
        OwnPath.clean(next)
    }
}
