import CCrypto

/// HMAC-SHA256 through OpenSSL.
public enum HMACSHA256 {
    /// The 32-byte HMAC of `message` under `key`; empty if OpenSSL refused (which matches nothing a
    /// peer sends).
    public static func mac(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let made = key.withUnsafeBytes { key in
            message.withUnsafeBytes { message in
                HMAC(
                    EVP_sha256(), key.baseAddress, Int32(clamping: key.count),
                    message.baseAddress?.assumingMemoryBound(to: UInt8.self), message.count, &digest, &length)
            }
        }
        guard made != nil, length == 32 else { return [] }
        return Array(digest.prefix(32))
    }
}
