import SalesCrypto

/// What the database keeps of a session id: its SHA-256 (the id is 256 random bits, so a plain hash
/// cannot be reversed or guessed; a copy of the table signs no one in).
public enum SessionIDHash {
    /// `nil` if OpenSSL refuses (no session is made or found then).
    public static func of(_ id: String) -> [UInt8]? {
        let digest = SHA256.digest(of: Array(id.utf8))
        return digest.count == 32 ? digest : nil
    }
}
