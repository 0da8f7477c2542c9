import SalesCrypto

/// Seals a user's figures at rest: AES-256-GCM under the server's key, a fresh nonce each time,
/// bound (as associated data) to what it is and whose — a copy moved onto another user's row opens
/// nothing. Seals with the first key; opens with any of them, two while a key rotates.
public struct FiguresSealer: Sendable {
    private static let format: UInt8 = 1
    private static let purpose = Array("sales-team-figures".utf8)
    private let keys: [[UInt8]]

    /// `nil` unless there is at least one key and every key is 32 bytes.
    public init?(keys: [[UInt8]]) {
        guard !keys.isEmpty, keys.allSatisfy({ $0.count == AESGCM.keyLength }) else { return nil }
        self.keys = keys
    }

    /// `format ‖ nonce ‖ tag ‖ ciphertext`.
    public func seal(_ figures: [UInt8], username: String) throws(TeamStoreError) -> [UInt8] {
        do {
            let nonce = try AESGCM.randomBytes(AESGCM.nonceLength)
            let (ciphertext, tag) = try AESGCM.seal(
                figures, key: keys[0], nonce: nonce, associatedData: Self.binding(username))
            return [Self.format] + nonce + tag + ciphertext
        } catch {
            throw TeamStoreError("the figures could not be sealed: \(error)")
        }
    }

    /// The figures, or `nil` when no key opens them (another key, another user, altered bytes).
    public func open(_ sealed: [UInt8], username: String) -> [UInt8]? {
        let header = 1 + AESGCM.nonceLength + AESGCM.tagLength
        guard sealed.count >= header, sealed[0] == Self.format else { return nil }
        let nonce = Array(sealed[1..<(1 + AESGCM.nonceLength)])
        let tag = Array(sealed[(1 + AESGCM.nonceLength)..<header])
        let binding = Self.binding(username)
        let body = Array(sealed[header...])
        for key in keys {
            // A key that does not open them: the next is tried.
            if let plain = try? AESGCM.open(body, tag: tag, key: key, nonce: nonce, associatedData: binding) {
                return plain
            }
        }
        return nil
    }

    /// What the bytes are, then the user's name: another purpose or another user opens nothing.
    private static func binding(_ username: String) -> [UInt8] {
        purpose + [0] + Array(username.utf8)
    }
}
