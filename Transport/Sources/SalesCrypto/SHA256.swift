import CCrypto

/// OpenSSL's SHA-256, running: ``update(_:)`` with each piece, ``finish()`` once; or ``digest(of:)``
/// in one step. A failure along the way makes the digest empty (which matches no other digest).
/// Used by one thread at a time.
public final class SHA256: @unchecked Sendable {
    private let context = EVP_MD_CTX_new()
    private var failed = false

    public init() {
        failed = context == nil || EVP_DigestInit_ex(context, EVP_sha256(), nil) != 1
    }

    deinit {
        EVP_MD_CTX_free(context)
    }

    /// The 32-byte SHA-256 of `bytes`; empty if OpenSSL refused.
    public static func digest(of bytes: [UInt8]) -> [UInt8] {
        let hash = SHA256()
        bytes.withUnsafeBytes { hash.update($0) }
        return hash.finish()
    }

    public func update(_ bytes: UnsafeRawBufferPointer) {
        guard !failed, let base = bytes.baseAddress, !bytes.isEmpty else { return }
        failed = EVP_DigestUpdate(context, base, bytes.count) != 1
    }

    /// The digest of every piece so far (32 bytes; empty if OpenSSL failed); a second call gives
    /// none.
    public func finish() -> [UInt8] {
        guard !failed else { return [] }
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        guard EVP_DigestFinal_ex(context, &digest, &length) == 1 else { return [] }
        failed = true
        return Array(digest.prefix(Int(length)))
    }
}
