import SalesSealedFile

/// Sealed files as found on disk: a session file (format 1) that decodes encodes back to the same
/// bytes; a local copy's header (format 2) is read, or refused, without trusting a length — its
/// parts lie inside the file, one after the other, to its end.
enum SealedFileTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let input = Array(bytes)
        if let file = try? SealedFile(decoding: input) {
            fuzzCheck(file.encoded == input, "a decoded session file does not encode back")
        }
        guard let length = try? SealedParts.headerLength(prefix: input), length <= input.count,
            let header = try? SealedParts(header: Array(input[..<length]), fileSize: input.count)
        else { return }
        var end = length
        for part in header.parts {
            fuzzCheck(part.sealed.lowerBound == end, "a sealed part does not follow the one before")
            end = part.sealed.upperBound
        }
        fuzzCheck(end == input.count, "the sealed parts do not end at the file's end")
    }
}
