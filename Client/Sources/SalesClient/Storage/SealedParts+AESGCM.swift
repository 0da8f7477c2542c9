import SalesSealedFile

extension SealedParts {
    /// `plaintexts` sealed with AES-256-GCM under `key`, bound to `binding` and to the header: the
    /// file's bytes in the pieces they are held in (header, then each part's ciphertext and tag),
    /// written without joining them. `nonce` is fresh for every write; part *i* is sealed under it
    /// with *i* added to its last 32 bits, so no two parts of a write ever share one. Each part is
    /// encrypted in its plaintext's buffer when the caller gives the plaintexts up.
    static func sealing(_ plaintexts: consuming [[UInt8]], key: [UInt8], nonce: [UInt8], binding: [UInt8])
        throws(AESGCM.Failure) -> [[UInt8]]
    {
        guard nonce.count == SealedFile.nonceLength else { throw .invalidParameters }
        let nonces = plaintexts.indices.map { part in
            var counter = UInt32(nonce[8]) << 24 | UInt32(nonce[9]) << 16 | UInt32(nonce[10]) << 8 | UInt32(nonce[11])
            counter &+= UInt32(truncatingIfNeeded: part)
            return Array(nonce[..<8]) + (0..<4).map { UInt8(truncatingIfNeeded: counter >> (24 - 8 * $0)) }
        }
        guard let header = SealedParts(nonces: nonces, lengths: plaintexts.map(\.count)) else {
            throw .invalidParameters
        }
        var pieces = [header.header]
        for part in plaintexts.indices {
            var plaintext: [UInt8] = []
            swap(&plaintext, &plaintexts[part])
            let sealed = try AESGCM.seal(
                consume plaintext, key: key, nonce: nonces[part],
                associatedData: header.associatedData(binding, part: part))
            pieces += [sealed.ciphertext, sealed.tag]
        }
        return pieces
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
