import SalesCrypto
import SalesSupport

/// Seals the sales API's token at rest: AES-256-GCM under the server's key, bound (as associated
/// data) to the user and the session it belongs to, so a sealed token copied onto another session's
/// row opens nothing. Seals with the first key; opens with any of them — two while a key rotates.
public struct TokenSealer: Sendable {
    private static let format: UInt8 = 1
    private let keys: [[UInt8]]

    /// `nil` unless there is at least one key and every key is 32 bytes.
    public init?(keys: [[UInt8]]) {
        guard !keys.isEmpty, keys.allSatisfy({ $0.count == AESGCM.keyLength }) else { return nil }
        self.keys = keys
    }

    /// `format ‖ nonce ‖ tag ‖ ciphertext`.
    public func seal(_ token: String, username: String, sessionHash: [UInt8]) throws(TeamStoreError) -> [UInt8] {
        do {
            let nonce = try AESGCM.randomBytes(AESGCM.nonceLength)
            let (ciphertext, tag) = try AESGCM.seal(
                Array(token.utf8), key: keys[0], nonce: nonce,
                associatedData: Self.binding(username: username, sessionHash: sessionHash))
            return [Self.format] + nonce + tag + ciphertext
        } catch {
            throw TeamStoreError("the token could not be sealed: \(error)")
        }
    }

    /// The token, or `nil` when no key opens it (another key, another session, altered bytes).
    public func open(_ sealed: [UInt8], username: String, sessionHash: [UInt8]) -> String? {
        let header = 1 + AESGCM.nonceLength + AESGCM.tagLength
        guard sealed.count >= header, sealed[0] == Self.format else { return nil }
        let nonce = Array(sealed[1..<(1 + AESGCM.nonceLength)])
        let tag = Array(sealed[(1 + AESGCM.nonceLength)..<header])
        let binding = Self.binding(username: username, sessionHash: sessionHash)
        for key in keys {
            if let plain = try? AESGCM.open(
                Array(sealed[header...]), tag: tag, key: key, nonce: nonce, associatedData: binding)
            {  // A key that does not open it: the next is tried.
                return String(decoding: plain, as: UTF8.self)
            }
        }
        return nil
    }

    /// A session's form token, derived from its id: HMAC-SHA256 under the sealing key, as 64
    /// lowercase hex digits — nothing to store (a copy of the database holds no form token), the
    /// same on every replica; `nil` if OpenSSL refuses. A new sealing key makes new form tokens
    /// (a form on a page opened before the rotation is sent again).
    public func formToken(sessionID id: String) -> String? {
        let message = Array("sales-form-token:\(id)".utf8)
        let digest = HMACSHA256.mac(key: keys[0], message: message)
        guard digest.count == 32 else { return nil }
        return Hex.lowercaseString(digest)
    }

    /// Which replica is a user's home, as the front reads it (`hash … consistent`): HMAC-SHA256 of
    /// the user's name under the sealing key, 16 lowercase hex digits — the same for every device
    /// and every replica, naming the user to no one without the key, and no session; `nil` if
    /// OpenSSL refuses.
    public func home(username: String) -> String? {
        let digest = HMACSHA256.mac(key: keys[0], message: Array("sales-home:".utf8) + Array(username.utf8))
        guard digest.count == 32 else { return nil }
        return Hex.lowercaseString(Array(digest.prefix(8)))
    }

    /// The user's name's length, the name, then the session's hash: no two pairs give the same bytes.
    private static func binding(username: String, sessionHash: [UInt8]) -> [UInt8] {
        let name = Array(username.utf8)
        let count = UInt32(clamping: name.count)
        return [UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)] + name
            + sessionHash
    }
}
