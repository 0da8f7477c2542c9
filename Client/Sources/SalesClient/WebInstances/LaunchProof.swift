import SalesCrypto
import SalesSupport

/// How a start of `sales web` and the running one it opens prove to each other that they share the
/// launch token — which never crosses the connection — so that a program that took a dead
/// server's port gets nothing from the next start and cannot send its browser anywhere: the start
/// sends a fresh nonce and the token's HMAC-SHA256 over it (``request(token:nonce:)``); the server
/// answers a new one-time key and the token's HMAC over the nonce and that key
/// (``answer(token:nonce:key:)``), which the start checks before it opens the key's address.
package enum LaunchProof {
    /// What a start presents, for `nonce` (a fresh secret of its own).
    package static func request(token: String, nonce: String) -> String {
        hmac(token, "sales web launch request \(nonce)")
    }

    /// What the running server answers with `key`, for the start's `nonce`.
    package static func answer(token: String, nonce: String, key: String) -> String {
        hmac(token, "sales web launch answer \(nonce) \(key)")
    }

    /// Whether `given` is `expected`, byte for byte, in a time that does not depend on where they
    /// first differ.
    package static func matches(_ given: String?, _ expected: String) -> Bool {
        given.map { ConstantTime.equal($0, expected) } ?? false
    }

    /// HMAC-SHA256 of `message` under `key`, as 64 lowercase hex digits; empty if OpenSSL refuses
    /// (which matches nothing a peer sends).
    private static func hmac(_ key: String, _ message: String) -> String {
        let digest = HMACSHA256.mac(key: Array(key.utf8), message: Array(message.utf8))
        guard digest.count == 32 else { return "" }
        return Hex.lowercaseString(digest)
    }
}
