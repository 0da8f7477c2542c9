import HTTPTypes
import Hummingbird
import NIOCore

/// A listing's downloads: the same bytes the commands write with `-o` (the CSV's formula guard
/// included), as attachments that no cache keeps.
enum Downloads {
    /// `Download: CSV · JSON` links for the listing at `path` with the page's own query (its
    /// currency included).
    static func links(_ path: String, query: [(String, String)], context: PageContext) -> HTML {
        "<p class=\"downloads\">Download: <a href=\"\(context.link(path + ".csv", query))\">CSV</a> · "
            + "<a href=\"\(context.link(path + ".json", query))\">JSON</a></p>"
    }

    static func response(_ body: String, filename: String, json: Bool) -> Response {
        var headers: HTTPFields = [
            .contentType: json ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
            .contentDisposition: "attachment; filename=\"\(filename)\"",
        ]
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
