import SalesCrypto
import SalesSealedFile

extension SealedParts {
    /// `plaintexts` sealed with AES-256-GCM under `key`, bound to `binding` and to the header, and
    /// handed to `write` in the file's order as they are sealed: the header, then each part's
    /// ciphertext and its tag. `nonce` is fresh for every write; part *i* is sealed under it with
    /// *i* added to its last 32 bits, so no two parts of a write ever share one. Each part is
    /// encrypted in its plaintext's buffer (when the caller gives the plaintexts up), a slice at a
    /// time on another thread while the slice before is written (``SlicedSealing``).
    package static func seal(
        _ plaintexts: consuming [[UInt8]], key: [UInt8], nonce: [UInt8], binding: [UInt8],
        slice: Int = SlicedSealing.slice, writing write: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        guard nonce.count == SealedFile.nonceLength else { throw AESGCM.Failure.invalidParameters }
        let nonces = plaintexts.indices.map { part in
            var counter = UInt32(nonce[8]) << 24 | UInt32(nonce[9]) << 16 | UInt32(nonce[10]) << 8 | UInt32(nonce[11])
            counter &+= UInt32(truncatingIfNeeded: part)
            return Array(nonce[..<8]) + (0..<4).map { UInt8(truncatingIfNeeded: counter >> (24 - 8 * $0)) }
        }
        guard let header = SealedParts(nonces: nonces, lengths: plaintexts.map(\.count)) else {
            throw AESGCM.Failure.invalidParameters
        }
        // Every part's sealer made before a byte is written: a key or nonce refused writes nothing.
        let sealers = try plaintexts.indices.map { part throws(AESGCM.Failure) in
            try AESGCM.Sealer(key: key, nonce: nonces[part], associatedData: header.associatedData(binding, part: part))
        }
        try header.header.withUnsafeBytes(write)
        for part in plaintexts.indices {
            var plaintext: [UInt8] = []
            swap(&plaintext, &plaintexts[part])
            try SlicedSealing.seal(&plaintext, with: sealers[part], slice: slice, handingOn: write)
            try sealers[part].tag().withUnsafeBytes(write)
        }
    }

    /// The plaintext of part `part`, from its ciphertext and tag as read (``Part/sealed``), when
    /// `key` and `binding` are the ones it was sealed with; decrypted in the ciphertext's buffer.
    func opening(part: Int, _ sealed: consuming [UInt8], key: [UInt8], binding: [UInt8]) throws(AESGCM.Failure)
        -> [UInt8]
    {
        guard parts.indices.contains(part), sealed.count == parts[part].sealed.count else {
            throw .invalidParameters
        }
        let tag = Array(sealed[(sealed.count - SealedFile.tagLength)...])
        sealed.removeLast(SealedFile.tagLength)
        return try AESGCM.open(
            sealed, tag: tag, key: key, nonce: parts[part].nonce, associatedData: associatedData(binding, part: part))
    }
}
