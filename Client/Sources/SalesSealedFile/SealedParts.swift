/// The header of a file sealed in parts, each part opened on its own: `SATK` · format version `2` ·
/// the number of parts (one byte, 1 to ``maximumParts``) · per part, its 12-byte nonce and its
/// ciphertext's length (eight bytes, little-endian) · then per part, its ciphertext and its 16-byte
/// tag (AES-256-GCM), in order, to the end of the file.
///
/// The local copy is kept so: what the product list needs in a small first part, the million sales
/// in a second, so listing products reads, decrypts and checks only the first. Every part is sealed
/// with the whole header in its associated data (``associatedData(_:part:)``): a part opens only
/// beside the nonces and lengths of the write that made it, so parts of two writes never mix.
///
/// Decoding never trusts a length: the parts must end exactly at the file's end, whatever the
/// bytes (it is fuzzed: `make fuzz`).
public struct SealedParts: Equatable, Sendable {
    public static let version: UInt8 = 2
    public static let maximumParts = 8
    /// `SATK`, the version and the count: what says how long the rest of the header is.
    public static let prefixLength = SealedFile.magic.count + 2
    private static let entryLength = SealedFile.nonceLength + 8

    /// One part: its nonce, and where its ciphertext and its tag lie in the file.
    public struct Part: Equatable, Sendable {
        public let nonce: [UInt8]
        public let ciphertext: Range<Int>
        public var tag: Range<Int> { ciphertext.upperBound..<(ciphertext.upperBound + SealedFile.tagLength) }
        /// The ciphertext and the tag, read together.
        public var sealed: Range<Int> { ciphertext.lowerBound..<tag.upperBound }
    }

    /// The header's bytes, as read or written.
    public let header: [UInt8]
    public let parts: [Part]

    /// The header's length for the file whose first ``prefixLength`` bytes are `prefix`.
    public static func headerLength(prefix: some Collection<UInt8>) throws(SealedFile.Malformed) -> Int {
        let bytes = Array(prefix.prefix(prefixLength))
        guard bytes.count == prefixLength, bytes.starts(with: SealedFile.magic) else { throw .notASealedFile }
        guard bytes[SealedFile.magic.count] == version else { throw .otherVersion(bytes[SealedFile.magic.count]) }
        let count = Int(bytes[prefixLength - 1])
        guard (1...maximumParts).contains(count) else { throw .notASealedFile }
        return prefixLength + count * entryLength
    }

    /// The header of a file of `fileSize` bytes that starts with `header` (exactly
    /// ``headerLength(prefix:)`` bytes), when its parts end at the file's end.
    public init(header: [UInt8], fileSize: Int) throws(SealedFile.Malformed) {
        guard try Self.headerLength(prefix: header) == header.count else { throw .notASealedFile }
        var parts: [Part] = []
        var offset = header.count
        for start in stride(from: Self.prefixLength, to: header.count, by: Self.entryLength) {
            let nonce = Array(header[start..<(start + SealedFile.nonceLength)])
            var length: UInt64 = 0
            for byte in header[(start + SealedFile.nonceLength)..<(start + Self.entryLength)].reversed() {
                length = length << 8 | UInt64(byte)
            }
            // Each part fits in what is left of the file, so no sum below can overflow.
            guard length <= UInt64(max(0, fileSize - offset - SealedFile.tagLength)) else { throw .notASealedFile }
            let ciphertext = offset..<(offset + Int(length))
            parts.append(Part(nonce: nonce, ciphertext: ciphertext))
            offset = ciphertext.upperBound + SealedFile.tagLength
        }
        guard offset == fileSize else { throw .notASealedFile }
        self.header = header
        self.parts = parts
    }

    /// The header of parts of these nonces (12 bytes each) and ciphertext lengths; `nil` for no
    /// parts, too many, or a nonce of another length.
    public init?(nonces: [[UInt8]], lengths: [Int]) {
        guard nonces.count == lengths.count, (1...Self.maximumParts).contains(nonces.count),
            nonces.allSatisfy({ $0.count == SealedFile.nonceLength }), lengths.allSatisfy({ $0 >= 0 })
        else { return nil }
        var header = SealedFile.magic + [Self.version, UInt8(nonces.count)]
        for (nonce, length) in zip(nonces, lengths) {
            header += nonce
            for shift in stride(from: 0, to: 64, by: 8) { header.append(UInt8(truncatingIfNeeded: length >> shift)) }
        }
        let fileSize = header.count + lengths.reduce(0) { $0 + $1 + SealedFile.tagLength }
        guard let decoded = try? SealedParts(header: header, fileSize: fileSize) else { return nil }
        self = decoded
    }

    /// What part `part` is sealed with: the caller's binding (what the file holds, for whom), the
    /// whole header and the part's number.
    public func associatedData(_ binding: [UInt8], part: Int) -> [UInt8] {
        binding + header + [UInt8(truncatingIfNeeded: part)]
    }
}
