import Foundation
import SalesClient

/// The locale a browser's `Accept-Language` asks for (RFC 9110 §12.5.4): its ranges by weight, the
/// first that names a locale — formats follow the whole locale (`de-CH`, `en-IN`); `*`, ranges of
/// weight 0 and what names no locale are passed over. Read in bounded work: the first 4 KiB and
/// 32 ranges at most, so a hostile header (8 KB of junk, `q=abc`) costs little and answers `nil`
/// (the server's default), never an error.
package enum AcceptLanguage {
    static let maximumBytes = 4096
    static let maximumRanges = 32

    /// `de-CH,de;q=0.9,en;q=0.8` → `de_CH`.
    package static func preferred(_ header: String?) -> String? {
        guard let header else { return nil }
        let ranges = header.utf8.prefix(maximumBytes).split(separator: UInt8(ascii: ","), maxSplits: maximumRanges)
            .prefix(maximumRanges)
        var weighted: [(tag: String, weight: Int, order: Int)] = []
        for (order, range) in ranges.enumerated() {
            let parts = range.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            guard let first = parts.first else { continue }
            let tag = String(decoding: first, as: UTF8.self).trimmingCharacters(in: [" ", "\t"])
            var weight = 1000
            for parameter in parts.dropFirst() {
                let text = String(decoding: parameter, as: UTF8.self).trimmingCharacters(in: [" ", "\t"])
                guard text.hasPrefix("q=") || text.hasPrefix("Q=") else { continue }
                guard let read = quality(text.dropFirst(2)) else {
                    weight = 0  // Not a weight: the range is not taken.
                    break
                }
                weight = read
            }
            if weight > 0, tag != "*" { weighted.append((tag, weight, order)) }
        }
        let ordered = weighted.sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.order < $1.order }
        return ordered.lazy.compactMap { ReaderLocale.identifier(of: $0.tag) }.first
    }

    /// `0`, `0.5`, `1.000`: thousandths; `nil` for anything else.
    private static func quality(_ text: Substring) -> Int? {
        let bytes = Array(text.utf8)
        guard let head = bytes.first, head == UInt8(ascii: "0") || head == UInt8(ascii: "1"), bytes.count <= 5 else {
            return nil
        }
        guard bytes.count > 1 else { return head == UInt8(ascii: "1") ? 1000 : 0 }
        guard bytes[1] == UInt8(ascii: "."), bytes.count > 2 else { return nil }
        var thousandths = 0
        for (index, byte) in bytes.dropFirst(2).enumerated() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            thousandths += Int(byte - UInt8(ascii: "0")) * [100, 10, 1][index]
        }
        return head == UInt8(ascii: "1") ? (thousandths == 0 ? 1000 : nil) : thousandths
    }
}
