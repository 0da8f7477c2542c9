import HTTPTypes
import Hummingbird
import NIOCore

/// A page that sends the browser on to a path of ours from our own origin (a refresh, no script).
/// The key's address is often opened from elsewhere — the private page `sales web` opens, another
/// program — and a `SameSite=Strict` cookie is not sent along a redirect that began on another
/// site; a navigation that begins on this page is same-site, so the session arrives with it.
enum SameSiteRedirect {
    static func response(to path: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html(to: path))))
    }

    /// The page alone: also what `sales web` opens the browser on, from a private file, to reach
    /// the address with its key.
    static func html(to path: String) -> String {
        let target = HTML.escape(path)
        return """
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=\(target)">\
            <meta name="viewport" content="width=device-width, initial-scale=1">\
            <title>Opening · SaleAssistant</title></head>
            <body><main><p><a href="\(target)">Open SaleAssistant</a></p></main></body>
            </html>

            """
    }
}
