import HTTPTypes
import Hummingbird
import NIOCore
import SalesClient

/// A listing's downloads: the same bytes the commands write with `-o` (the CSV's formula guard
/// included), as attachments that no cache keeps.
package enum Downloads {
    /// What a download holds: a command's JSON, or a listing written as CSV or XLSX.
    enum Body {
        case json(String)
        case listing(Listing)
    }

    /// The formats a listing downloads in, each at its path's extension.
    package enum Format: String, CaseIterable, Sendable {
        case csv, xlsx, json

        var contentType: String {
            switch self {
            case .csv: "text/csv; charset=utf-8"
            case .xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            case .json: "application/json; charset=utf-8"
            }
        }

        /// The word a link shows.
        var name: String { rawValue.uppercased() }
    }

    /// `Download: CSV · XLSX · JSON` links for the listing at `path` with the page's own query (its
    /// currency included).
    static func links(_ path: String, query: [(String, String)], context: PageContext) -> HTML {
        let links = Format.allCases.map { format -> HTML in
            "<a href=\"\(context.link(path + "." + format.rawValue, query))\">\(format.name)</a>"
        }
        return "<p class=\"downloads\">\(context.words(.download)) \(links, separator: " · ")</p>"
    }

    /// `body` in `format`, as an attachment named `name.format` (a workbook's sheet named `sheet`);
    /// a workbook that cannot be made: the service's refusal (503), saying so.
    static func response(_ body: Body, format: Format, name: String, sheet: String, words: Words = .english)
        -> Response
    {
        response(bytes(body, format: format, sheet: sheet, words: words), format: format, name: name)
    }

    /// `body`'s bytes in `format`; `nil` for a workbook that cannot be made.
    static func bytes(_ body: Body, format: Format, sheet: String, words: Words) -> [UInt8]? {
        switch (body, format) {
        case (.json(let text), _): Array((text + "\n").utf8)
        case (.listing(let listing), .xlsx): try? SpreadsheetBytes.of(listing.spreadsheet(name: sheet, words: words))
        case (.listing(let listing), _): Array((listing.delimited(.csv) + "\n").utf8)
        }
    }

    /// `bytes` as an attachment named `name.format`; none: the service's refusal (503), saying so.
    static func response(_ bytes: [UInt8]?, format: Format, name: String) -> Response {
        guard let bytes else { return WebRefusal.unavailable }
        var headers: HTTPFields = [
            .contentType: format.contentType,
            .contentDisposition: "attachment; filename=\"\(name).\(format.rawValue)\"",
        ]
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
