import SalesClient

/// The one document every page is: the pages of figures, the login page, the refusals, the
/// same-site redirect and the page a stopped server leaves — the same head (language, charset, the
/// phone's viewport, light and dark), the title after the app's name, then the page's header, main
/// and footer. No inline script or style: the stylesheet and the script are assets.
enum PageFrame {
    /// What the page loads: the stylesheet and the script, the stylesheet alone (a refusal), or
    /// nothing (a page that needs nothing more from the server: the redirect opened from a file,
    /// the stopped server's).
    enum Linked {
        case styleAndScript, style, none
        /// The stylesheet, the script, and what makes the app installable on a phone (a team's
        /// server: the manifest and the icon).
        case installable
    }

    /// `title` is text; `head` goes into the head before the title (the redirect's refresh);
    /// `header` is the page's bar (after a "Skip to content" link, the first stop of the keyboard),
    /// `beforeMain` its banners, `footer` what follows `main`.
    static func document(
        title: String, assets: Linked, words: Words = .english, head: HTML = .empty, header: HTML? = nil,
        beforeMain: HTML = .empty, main: HTML, footer: HTML? = nil
    ) -> HTML {
        """
        <!doctype html>
        <html lang="\(words.tag)"\(words.language.isRightToLeft ? " dir=\"rtl\"" as HTML : .empty)>
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        \(head)<title>\(title) · SaleAssistant</title>
        \(links(assets))</head>
        <body>
        \(header.map { "<a class=\"skip\" href=\"#main\">\(words(.skipToContent))</a>\n\($0)\n" as HTML })\(beforeMain)<main id="main">
        \(main)
        </main>
        \(footer.map { "\($0)\n" as HTML })</body>
        </html>

        """
    }

    private static func links(_ assets: Linked) -> HTML {
        switch assets {
        case .styleAndScript:
            "<link rel=\"stylesheet\" href=\"\(Assets.stylesheetPath)\">\n"
                + "<script src=\"\(Assets.scriptPath)\" defer></script>\n"
        case .installable:
            links(.styleAndScript) + "<link rel=\"manifest\" href=\"\(Assets.manifestPath)\">\n"
                + "<link rel=\"icon\" href=\"\(Assets.iconPath)\" type=\"image/svg+xml\">\n"
                + "<link rel=\"apple-touch-icon\" href=\"\(Assets.touchIconPath)\">\n"
                + "<meta name=\"theme-color\" content=\"#1d4ed8\">\n"
        case .style: "<link rel=\"stylesheet\" href=\"\(Assets.stylesheetPath)\">\n"
        case .none: .empty
        }
    }
}
