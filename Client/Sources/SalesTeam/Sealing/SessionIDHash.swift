import CCrypto

/// What the database keeps of a session id: its SHA-256 (the id is 256 random bits, so a plain hash
/// cannot be reversed or guessed; a copy of the table signs no one in).
public enum SessionIDHash {
    /// `nil` if OpenSSL refuses (no session is made or found then).
    public static func of(_ id: String) -> [UInt8]? {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let bytes = Array(id.utf8)
        let done = EVP_Digest(bytes, bytes.count, &digest, &length, EVP_sha256(), nil)
        return done == 1 && length == 32 ? Array(digest.prefix(32)) : nil
    }
}
