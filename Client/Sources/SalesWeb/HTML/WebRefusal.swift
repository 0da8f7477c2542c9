import HTTPTypes
import Hummingbird
import SalesClient

/// A page that says why nothing else is answered — a refusal, a page not found — in words a user
/// can act on, never a stack or an internal message; its title and way back in the reader's `words`
/// (the message worded by the caller).
package enum WebRefusal {
    package static func page(_ status: HTTPResponse.Status, _ message: String, words: Words = .english) -> Response {
        let title = words(RefusalPhrase.title(forStatus: status.code))
        // The app's stylesheet (the door lets it through without a session) and a way back.
        let html = PageFrame.document(
            title: title, assets: .style, words: words,
            header: "<header class=\"bar\"><a class=\"brand\" href=\"\(WebRoute.overview)\">SaleAssistant</a></header>",
            main:
                "<h1>\(title)</h1><p>\(message)</p>\n<p><a href=\"\(WebRoute.overview)\">\(words(.backToOverview))</a></p>"
        )
        return PageResponse.make(html, status: status)
    }

    /// The store behind the pages is away (a team server's database): try again in a moment (503).
    package static var unavailable: Response { unavailable(words: .english) }

    /// The same, in the reader's `words`.
    package static func unavailable(words: Words) -> Response {
        page(.serviceUnavailable, words(.unavailable), words: words)
    }
}
