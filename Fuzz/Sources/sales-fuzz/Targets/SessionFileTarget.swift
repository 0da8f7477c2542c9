import SalesSessionFile

/// Session files as found on disk: what decodes encodes back to the same bytes.
enum SessionFileTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let input = Array(bytes)
        guard let file = try? SessionFile(decoding: input) else { return }
        fuzzCheck(file.encoded == input, "a decoded session file does not encode back")
    }
}
