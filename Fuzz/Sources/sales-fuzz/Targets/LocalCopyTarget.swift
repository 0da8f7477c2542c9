import SalesLocalCopy

/// The local copy's two parts as read back from disk (once decrypted): the input's first four
/// bytes (little-endian) say how long the summary is, the rest after it is the sales part. What is
/// damaged is refused (``LocalCopyCodec/Damage``), never a trap; what decodes is whole — its sales
/// can all be made — and encodes to parts that decode to the same copy. The summary alone, the
/// sales unread, decodes whenever the whole does.
enum LocalCopyTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let input = Array(bytes)
        guard input.count >= 4 else { return }
        let length = input[..<4].reversed().reduce(0) { $0 << 8 | Int($1) }
        let summary = Array(input[4...].prefix(length))
        let sales = Array(input[(4 + summary.count)...])
        guard let copy = try? LocalCopyCodec.decode(summary: summary, sales: .bytes(sales)) else { return }
        fuzzCheck(
            (try? LocalCopyCodec.decode(summary: summary, sales: .unread(length: sales.count))) != nil,
            "a copy decodes whole but not from its summary alone")
        let catalog = copy.catalog
        let count = catalog.products.indices.reduce(0) { $0 + (catalog.sales(ofProductAt: $1)?.count ?? 0) }
        fuzzCheck(count >= 0, "the sales of a decoded copy cannot be made")
        guard let encoded = try? LocalCopyCodec.encode(copy) else {
            return fuzzCheck(false, "a decoded copy does not encode")
        }
        fuzzCheck((try? LocalCopyCodec.decode(encoded)) == copy, "a decoded copy does not decode the same once encoded")
    }

    /// A seed's bytes: the summary's length, the summary, the sales.
    static func input(_ parts: LocalCopyCodec.Parts) -> [UInt8] {
        let length = UInt32(truncatingIfNeeded: parts.summary.count)
        return (0..<4).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) } + parts.summary + parts.sales
    }
}
