import CompressNIO
import Foundation
import HTTPTypes
import NIOCore
import SalesCore
import SalesJSON
import SalesSupport

/// A solved table for one target, with its `GET /rates` body encoded once — as JSON and gzipped —
/// and an entity tag for each. A class: every warm answer hands it on, one reference rather than
/// the dozen its parts hold.
package final class RatesBody: Sendable {
    /// A body as sent with one content coding, its strong entity tag, and its header fields made
    /// once (a field checks its value as it is made): what every answer for it sends.
    package struct Encoded: Sendable {
        package let body: ByteBuffer
        package let etag: String
        /// `ETag` and `Vary: Accept-Encoding`: sent with the body and with a 304.
        let validators: [HTTPField]
        /// `Content-Type`, `Content-Encoding` when gzipped, and `Content-Length` (which Hummingbird
        /// would otherwise look for, then make and add, on every answer): sent with the body only.
        let representation: [HTTPField]

        init(body: ByteBuffer, etag: String, gzipped: Bool) {
            self.body = body
            self.etag = etag
            validators = [HTTPField(name: .eTag, value: etag), HTTPField(name: .vary, value: "Accept-Encoding")]
            representation =
                [HTTPField(name: .contentType, value: JSONBody.contentType)]
                + (gzipped ? [HTTPField(name: .contentEncoding, value: "gzip")] : [])
                + [HTTPField(name: .contentLength, value: String(body.readableBytes))]
        }
    }

    /// Bodies smaller than this are not worth gzip's 18 bytes of framing.
    static let smallestToCompress = 256

    package let table: RateTable
    /// The body as JSON — `[{"from":"AUD","to":"USD","rate":0.5955…}, …]`, one entry per currency
    /// that reaches the target, ordered by code, rates written exactly from their decimal value —
    /// with its strong entity tag: `"` + 16 hex digits of its FNV-1a hash + `"`.
    package let json: Encoded
    /// The JSON body's entity tag.
    package var etag: String { json.etag }
    /// The same body gzipped (best compression: it is done once per table), with the tag of the
    /// JSON body and `-gzip` inside the quotes; `nil` when the body is too small to gain.
    package let gzipped: Encoded?

    package init(table: RateTable) {
        self.table = table
        let rates = table.directRates
        let json = JSONWriter.write(capacity: 48 * rates.count + 2) { json in
            json.array(rates) { json, rate in
                json.object { json in
                    json.member("from", rate.from.code)
                    json.member("to", rate.to.code)
                    json.member("rate", rate.rate)
                }
            }
        }
        let buffer = ByteBuffer(bytes: json)
        let etag = Self.entityTag(of: buffer)
        self.json = Encoded(body: buffer, etag: etag, gzipped: false)
        self.gzipped = Self.gzip(buffer).map {
            Encoded(body: $0, etag: String(etag.dropLast()) + "-gzip\"", gzipped: true)
        }
    }

    /// The body for a request: gzipped when the client prefers it and it was worth compressing.
    package func encoded(gzip: Bool) -> Encoded {
        if gzip, let gzipped { return gzipped }
        return json
    }

    private static func gzip(_ buffer: ByteBuffer) -> ByteBuffer? {
        guard buffer.readableBytes >= smallestToCompress else { return nil }
        var input = buffer
        let compressed = try? input.compress(with: .gzip(configuration: .init(compressionLevel: .bestCompression)))
        return compressed.flatMap { $0.readableBytes < buffer.readableBytes ? $0 : nil }
    }

    static func entityTag(of buffer: ByteBuffer) -> String {
        var hash = FNV1a()
        buffer.withUnsafeReadableBytes { hash.combine($0) }
        return "\"" + hash.value.paddedHex + "\""
    }

    /// Whether an `If-None-Match` header value names the body tagged `etag` (`*`, a list, weak
    /// tags included).
    package static func matches(ifNoneMatch header: String, etag: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }
}
