import CompressNIO
import Foundation
import NIOCore
import SalesCore
import SalesSupport

/// A solved table for one target, with its `GET /rates` body encoded once — as JSON and gzipped —
/// and an entity tag for each.
package struct RatesBody: Sendable {
    /// A body as sent with one content coding, and its strong entity tag.
    package struct Encoded: Sendable {
        package let body: ByteBuffer
        package let etag: String
    }

    /// Bodies smaller than this are not worth gzip's 18 bytes of framing.
    static let smallestToCompress = 256

    package let table: RateTable
    /// `[{"from":"AUD","to":"USD","rate":0.5955…}, …]`, one entry per currency that reaches the
    /// target, ordered by code; rates written exactly from their decimal value.
    package let body: ByteBuffer
    /// A strong entity tag for the body: `"` + 16 hex digits of its FNV-1a hash + `"`.
    package let etag: String
    /// The same body gzipped (best compression: it is done once per table), with the tag of the
    /// JSON body and `-gzip` inside the quotes; `nil` when the body is too small to gain.
    package let gzipped: Encoded?

    package init(table: RateTable) {
        self.table = table
        let rates = table.directRates
        let buffer = JSONWriter.write(capacity: 48 * rates.count + 2) { json in
            json.array(rates) { json, rate in
                json.object { json in
                    json.member("from", rate.from.code)
                    json.member("to", rate.to.code)
                    json.member("rate", rate.rate)
                }
            }
        }
        let etag = Self.entityTag(of: buffer)
        self.body = buffer
        self.etag = etag
        self.gzipped = Self.gzip(buffer).map { Encoded(body: $0, etag: String(etag.dropLast()) + "-gzip\"") }
    }

    /// The body for a request: gzipped when the client prefers it and it was worth compressing.
    package func encoded(gzip: Bool) -> (encoded: Encoded, isGzipped: Bool) {
        if gzip, let gzipped { return (gzipped, true) }
        return (Encoded(body: body, etag: etag), false)
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
