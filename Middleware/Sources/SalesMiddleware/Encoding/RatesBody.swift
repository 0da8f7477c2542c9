import Foundation
import NIOCore
import SalesCore

/// A solved table for one target, with its `GET /rates` body encoded once and its entity tag.
public struct RatesBody: Sendable {
    public let table: RateTable
    /// `[{"from":"AUD","to":"USD","rate":0.5955…}, …]`, one entry per currency that reaches the
    /// target, ordered by code; rates written exactly from their decimal value.
    public let body: ByteBuffer
    /// A strong entity tag for the body: `"` + 16 hex digits of its FNV-1a hash + `"`.
    public let etag: String

    public init(table: RateTable) {
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
        self.body = buffer
        self.etag = Self.entityTag(of: buffer)
    }

    static func entityTag(of buffer: ByteBuffer) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        buffer.withUnsafeReadableBytes { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        return "\"" + hash.paddedHex + "\""
    }

    /// Whether an `If-None-Match` header value names this body (`*`, a list, weak tags included).
    public func matches(ifNoneMatch header: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }
}
