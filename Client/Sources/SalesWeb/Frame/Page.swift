import SalesClient

/// A page of the app in the frame (``PageFrame``): the app's header and navigation, the notices the
/// figures come with (worded by the presentation layer, rendered here), then the page's own content.
package enum Page {
    /// What a page of figures offers in its header: Refresh (back to `path`) and Log out, as
    /// forms with the session's token.
    package struct Actions {
        let formToken: String
        /// This page's address, where Refresh comes back to.
        let path: String
        /// Whose figures the page shows, when the session knows the name.
        var user: String?
    }

    /// `context`: a page of figures' currency, its links and its actions (none for the login page);
    /// `host`: the server serving it (a page of figures: its context's), whose own pages the
    /// navigation adds once someone is signed in; `signedIn`: on a host's page without figures
    /// (a team's Settings, Devices), whose session it is — named, with Log out, as on the others.
    /// `words`: the reader's, on a page without figures (a page of figures has its context's).
    package static func document(
        title: String, main: HTML, notices: [NoticeViewModel] = [], context: PageContext? = nil,
        host: WebHost = .local, signedIn: String? = nil, words: Words = .english
    ) -> HTML {
        let host = context?.host ?? host
        let words = context?.words ?? words
        let products = context?.link(WebRoute.products) ?? WebRoute.products
        let reports = context?.link(WebRoute.reports) ?? WebRoute.reports
        let someone = context?.actions?.user != nil || (context == nil && signedIn != nil)
        let own =
            someone
            ? HTML(joining: host.navigation.map { " <a href=\"\($0.path)\">\(words($0.title))</a>" as HTML }) : .empty
        let account = context == nil ? signedIn.map { Self.account($0, words) } : nil
        let header: HTML = """
            <header class="bar"><a class="brand" href="\(context?.link(WebRoute.overview) ?? WebRoute.overview)">SaleAssistant</a>\
            <nav aria-label="\(words(.mainNavigation))"><a href="\(context?.link(WebRoute.overview) ?? WebRoute.overview)">\
            \(words(.overview))</a> <a href="\(products)">\(words(.products))</a> \
            <a href="\(reports)">\(words(.reports))</a>\(own)</nav>\
            \(context.map(currencyForm))\(context?.actions.map { Self.actions($0, quits: host.quits, words) })\(account)</header>
            """
        let footer = context.map { context -> HTML in
            "<footer class=\"as-of\">\(context.figures(words(.figuresAsOf(context.zone.stamp(context.asOf)))))</footer>"
        }
        return PageFrame.document(
            title: title, assets: host.installable ? .installable : .styleAndScript, words: words,
            header: header, beforeMain: HTML(joining: ((context?.notices ?? []) + notices).map { notice($0, words) }),
            main: main, footer: footer)
    }

    /// The display currency, chosen among those the middleware converts, for this same page (a GET:
    /// the address says it).
    private static func currencyForm(_ context: PageContext) -> HTML {
        let options = context.currencies.map { code -> HTML in
            "<option\(code == context.currency ? " selected" as HTML : .empty)>\(code.code)</option>"
        }
        let kept = context.query.filter { !$0.1.isEmpty }.map { name, value -> HTML in
            "<input type=\"hidden\" name=\"\(name)\" value=\"\(value)\">"
        }
        return """
            <form class="currency" method="get" action="\(context.path)">\
            \(kept)<label><span class="label">\(context.words(.currency))</span> <select name="currency">\(options)</select>\
            </label> <button type="submit">\(context.words(.show))</button></form>
            """
    }

    private static func actions(_ actions: Actions, quits: Bool, _ words: Words) -> HTML {
        let user = actions.user.map { user -> HTML in "<span class=\"user\">\(words(.signedInAs(user)))</span> " }
        return """
            \(user)<form class="actions" method="post" action="\(WebRoute.refresh)">\
            \(WebFormField.tokenField(actions.formToken))\
            <input type="hidden" name="next" value="\(actions.path)">\
            <button type="submit">\(words(.refresh))</button> <a href="\(WebRoute.logout)">\(words(.logOut))</a></form>\
            \(quits ? quit(words) : .empty)
            """
    }

    /// Whose session a page without figures is, and the way out.
    private static func account(_ user: String, _ words: Words) -> HTML {
        "<span class=\"user\">\(words(.signedInAs(user)))</span> "
            + "<p class=\"actions\"><a href=\"\(WebRoute.logout)\">\(words(.logOut))</a></p>"
    }

    private static func quit(_ words: Words) -> HTML {
        "<a class=\"quit\" href=\"\(WebRoute.quit)\" title=\"\(words(.quitTitle))\">\(words(.quit))</a>"
    }

    /// A notice as a banner: its kind for the eye and for screen readers, then its sentence.
    private static func notice(_ notice: NoticeViewModel, _ words: Words) -> HTML {
        let label = words(notice.kind == .offline ? .offline : .note)
        return "<p class=\"notice notice-\(notice.kind.rawValue)\" role=\"status\"><strong>\(label):</strong> "
            + "\(notice.sentence)</p>\n"
    }
}
