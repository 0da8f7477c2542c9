import SalesLocalCopy

/// The local copy's bytes as read back from disk (once decrypted): what is damaged is refused
/// (``LocalCopyCodec/Damage``), never a trap; what decodes is whole — its sales can all be made —
/// and encodes to bytes that decode to the same copy.
enum LocalCopyTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard let copy = try? LocalCopyCodec.decode(Array(bytes)) else { return }
        let catalog = copy.catalog
        let sales = catalog.products.indices.reduce(0) { $0 + (catalog.sales(ofProductAt: $1)?.count ?? 0) }
        fuzzCheck(sales >= 0, "the sales of a decoded copy cannot be made")
        guard let encoded = try? LocalCopyCodec.encode(copy) else {
            return fuzzCheck(false, "a decoded copy does not encode")
        }
        fuzzCheck((try? LocalCopyCodec.decode(encoded)) == copy, "a decoded copy does not decode the same once encoded")
    }
}
