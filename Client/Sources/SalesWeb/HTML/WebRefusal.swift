import HTTPTypes
import Hummingbird

/// A page that says why nothing else is answered — a refusal, a page not found — in words a user
/// can act on, never a stack or an internal message.
package enum WebRefusal {
    package static func page(_ status: HTTPResponse.Status, _ message: String) -> Response {
        let title = heading(for: status)
        // The app's stylesheet (the door lets it through without a session) and a way back.
        let html = PageFrame.document(
            title: title, assets: .style,
            header: "<header class=\"bar\"><a class=\"brand\" href=\"\(WebRoute.overview)\">SaleAssistant</a></header>",
            main: "<h1>\(title)</h1><p>\(message)</p>\n<p><a href=\"\(WebRoute.overview)\">Back to the overview</a></p>"
        )
        return PageResponse.make(html, status: status)
    }

    /// The store behind the pages is away (a team server's database): try again in a moment (503).
    package static var unavailable: Response {
        page(.serviceUnavailable, "The service is unavailable. Try again in a moment.")
    }

    /// What the page is titled: what happened, in words, not the status's name.
    private static func heading(for status: HTTPResponse.Status) -> String {
        switch status.code {
        case 400: "That request cannot be answered"
        case 403: "Not open to this browser"
        case 404: "No such page"
        case 405: "Not a way to ask this page"
        case 413: "Too much sent"
        case 502: "The figures could not be loaded"
        case 503: "Not ready yet"
        default: "Something went wrong"
        }
    }
}
