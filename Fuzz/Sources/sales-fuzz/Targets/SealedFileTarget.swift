import SalesSealedFile

/// Session files as found on disk: what decodes encodes back to the same bytes.
enum SealedFileTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let input = Array(bytes)
        guard let file = try? SealedFile(decoding: input) else { return }
        fuzzCheck(file.encoded == input, "a decoded session file does not encode back")
    }
}
