import HTTPTypes
import Hummingbird
import NIOCore

/// The one way a page leaves the server: its markup as UTF-8 HTML with a status (the security
/// headers — CSP, `no-store`, nosniff — are the door's, on every answer).
package enum PageResponse {
    /// `closing`: the connection ends after this answer (the page a stopping server sends).
    package static func make(_ html: HTML, status: HTTPResponse.Status = .ok, closing: Bool = false) -> Response {
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8"]
        if closing { headers[.connection] = "close" }
        return Response(
            status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html.rendered)))
    }
}
