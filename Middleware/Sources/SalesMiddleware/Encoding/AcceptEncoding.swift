/// What an `Accept-Encoding` header allows, as far as the middleware cares: gzip or not.
///
/// RFC 9110 §12.5.3: codings with their q-values (`gzip;q=0.8`), `*` for any other, `identity`
/// acceptable unless excluded; a coding with `q=0` is refused; names are case-insensitive and
/// `x-gzip` is gzip. An element whose q-value cannot be read is ignored.
enum AcceptEncoding {
    /// Whether the body should be sent gzipped: gzip is acceptable and weighs at least as much as
    /// identity (on a tie the smaller body wins).
    static func prefersGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var gzip: Double?
        var identity: Double?
        var any: Double?
        for element in header.split(separator: ",") {
            let parts = element.split(separator: ";")
            guard let name = parts.first?.trimmed.lowercased(), !name.isEmpty,
                let weight = quality(parts.dropFirst())
            else { continue }
            switch name {
            case "gzip", "x-gzip": gzip = max(gzip ?? 0, weight)
            case "identity": identity = weight
            case "*": any = weight
            default: continue
            }
        }
        // Identity stays acceptable when unnamed, but weighs only what it is given: a client that
        // lists gzip at any weight above 0, and not identity, gets gzip (as nginx does).
        let gzipWeight = gzip ?? any ?? 0
        let identityWeight = identity ?? any ?? 0
        return gzipWeight > 0 && gzipWeight >= identityWeight
    }

    /// The `q` parameter (1 when absent); `nil` when it is not a number from 0 to 1 with up to
    /// three decimals.
    private static func quality(_ parameters: ArraySlice<Substring>) -> Double? {
        for parameter in parameters {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmed.lowercased() == "q" else { continue }
            let text = pair[1].trimmed
            guard text.count <= 5, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                let value = Double(text), (0...1).contains(value)
            else { return nil }
            return value
        }
        return 1
    }
}

extension Substring {
    /// Without the spaces and tabs around it.
    fileprivate var trimmed: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
