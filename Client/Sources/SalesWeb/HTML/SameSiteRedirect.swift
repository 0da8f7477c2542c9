import Hummingbird

/// A page that sends the browser on to a path of ours from our own origin (a refresh, no script).
/// The key's address is often opened from elsewhere — the private page `sales web` opens, another
/// program — and a `SameSite=Strict` cookie is not sent along a redirect that began on another
/// site; a navigation that begins on this page is same-site, so the session arrives with it.
enum SameSiteRedirect {
    static func response(to path: String) -> Response {
        PageResponse.make(html(to: path))
    }

    /// The page alone: also what `sales web` opens the browser on, from a private file, to reach
    /// the address with its key (so it loads nothing: a file's page has no server to ask).
    static func html(to path: String) -> HTML {
        PageFrame.document(
            title: "Opening", assets: .none, head: "<meta http-equiv=\"refresh\" content=\"0;url=\(path)\">\n",
            main: "<p><a href=\"\(path)\">Open SaleAssistant</a></p>")
    }
}
