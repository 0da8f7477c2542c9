import SalesClient

/// Every page's frame: the document, the app's header and navigation, the notices the figures come
/// with (worded by the presentation layer, rendered here), then the page's own content. Text reaches
/// it only through ``HTML/escape(_:)``; no inline script or style (the stylesheet is an asset).
enum Page {
    /// What a page of figures offers in its header: Refresh (back to `path`) and Log out, as
    /// forms with the session's token.
    struct Actions {
        let formToken: String
        /// This page's address, where Refresh comes back to.
        let path: String
        /// Whose figures the page shows, when the session knows the name.
        var user: String?
    }

    /// `title` and the notices are text; `main` is HTML the page made with ``HTML/escape(_:)``;
    /// `context`: a page of figures' currency, its links and its actions (none for the login page).
    static func document(
        title: String, main: String, notices: [NoticeViewModel] = [], context: PageContext? = nil
    ) -> String {
        let banner = notices.map(notice).joined()
        let products = context?.link("/products") ?? "/products"
        let reports = context?.link("/reports") ?? "/reports"
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escape(title)) · SaleAssistant</title>
            <link rel="stylesheet" href="\(Assets.stylesheetPath)">
            <script src="\(Assets.scriptPath)" defer></script>
            </head>
            <body>
            <header class="bar"><a class="brand" href="\(HTML.escape(products))">SaleAssistant</a>\
            <nav aria-label="Main"><a href="\(HTML.escape(products))">Products</a> \
            <a href="\(HTML.escape(reports))">Reports</a></nav>\
            \(context.map(currencyForm) ?? "")\(context?.actions.map(Self.actions) ?? "")</header>
            \(banner)<main>
            \(main)
            </main>
            \(context.map { "<footer class=\"as-of\">Figures as of \(HTML.escape($0.zone.stamp($0.asOf))).</footer>\n" } ?? "")\
            </body>
            </html>

            """
    }

    /// The display currency, chosen among those the middleware converts, for this same page (a GET:
    /// the address says it).
    private static func currencyForm(_ context: PageContext) -> String {
        let options = context.currencies.map { code in
            "<option\(code == context.currency ? " selected" : "")>\(HTML.escape(code.code))</option>"
        }
        let kept = context.query.filter { !$0.1.isEmpty }.map { name, value in
            "<input type=\"hidden\" name=\"\(HTML.escape(name))\" value=\"\(HTML.escape(value))\">"
        }
        return """
            <form class="currency" method="get" action="\(HTML.escape(context.path))">\
            \(kept.joined())<label>Currency <select name="currency">\(options.joined())</select></label> \
            <button type="submit">Show</button></form>
            """
    }

    private static func actions(_ actions: Actions) -> String {
        let user = actions.user.map { "<span class=\"user\">Signed in as \(HTML.escape($0))</span> " } ?? ""
        return """
            \(user)<form class="actions" method="post" action="/refresh">\
            \(WebFormField.tokenField(actions.formToken))\
            <input type="hidden" name="next" value="\(HTML.escape(actions.path))">\
            <button type="submit">Refresh</button> <a href="/logout">Log out</a></form>\
            <a class="quit" href="/quit" title="Stop SaleAssistant on this machine">Quit</a>
            """
    }

    /// A notice as a banner: its kind for the eye and for screen readers, then its sentence.
    private static func notice(_ notice: NoticeViewModel) -> String {
        let label = notice.kind == .offline ? "Offline" : "Note"
        return "<p class=\"notice notice-\(notice.kind.rawValue)\" role=\"status\"><strong>\(label):</strong> "
            + "\(HTML.escape(notice.sentence))</p>\n"
    }
}
