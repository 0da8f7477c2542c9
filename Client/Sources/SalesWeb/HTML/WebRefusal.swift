import HTTPTypes
import Hummingbird
import NIOCore

/// A page that says why nothing else is answered — a refusal, a page not found — in words a user
/// can act on, never a stack or an internal message.
enum WebRefusal {
    static func page(_ status: HTTPResponse.Status, _ message: String) -> Response {
        let title = HTML.escape(status.reasonPhrase)
        let html = """
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
            <title>\(title) · SaleAssistant</title></head>
            <body><main><h1>\(title)</h1><p>\(HTML.escape(message))</p></main></body>
            </html>

            """
        return Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }
}
