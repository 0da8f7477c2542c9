import SalesCrypto

/// Seals users' figures at rest: AES-256-GCM under the server's key, a fresh nonce each time,
/// bound (as associated data) to what the bytes are and to whom or what they belong. Two kinds:
/// a **copy** of figures, shared by every user whose sales API gave the same answers and bound to
/// its id (``copyID(for:)``), and each user's **reference** to their copy, bound to the user — a
/// reference moved onto another user's row opens nothing, and neither does a copy moved under
/// another id. Seals with the first key; opens with any of them, two while a key rotates.
public struct FiguresSealer: Sendable {
    private static let format: UInt8 = 1
    private static let referencePurpose = Array("sales-team-figures".utf8)
    private static let copyPurpose = Array("sales-team-figures-copy".utf8)
    private static let idPurpose = Array("sales-team-figures-copy-id".utf8)
    private let keys: [[UInt8]]

    /// `nil` unless there is at least one key and every key is 32 bytes.
    public init?(keys: [[UInt8]]) {
        guard !keys.isEmpty, keys.allSatisfy({ $0.count == AESGCM.keyLength }) else { return nil }
        self.keys = keys
    }

    /// The id of the copy of figures mapped from answers whose fingerprint (their digests) is
    /// `fingerprint`: the same answers, the same id — an HMAC under the key, which tells nothing of
    /// them; for no fingerprint (answers that cannot be told alike), an id of their own, random.
    public func copyID(for fingerprint: [UInt8]) throws(TeamStoreError) -> [UInt8] {
        guard !fingerprint.isEmpty else {
            do {
                return try AESGCM.randomBytes(32)
            } catch {
                throw TeamStoreError("no random bytes for a copy's id: \(error)")
            }
        }
        let id = HMACSHA256.mac(key: keys[0], message: Self.idPurpose + [0] + fingerprint)
        guard !id.isEmpty else { throw TeamStoreError("no copy id could be made") }
        return id
    }

    /// A user's reference, sealed for them: `format ‖ nonce ‖ tag ‖ ciphertext`.
    public func seal(_ reference: [UInt8], username: String) throws(TeamStoreError) -> [UInt8] {
        try seal(reference, binding: Self.referencePurpose + [0] + Array(username.utf8))
    }

    /// The user's reference, or `nil` when no key opens it (another key, another user, altered bytes).
    public func open(_ sealed: [UInt8], username: String) -> [UInt8]? {
        open(sealed, binding: Self.referencePurpose + [0] + Array(username.utf8))
    }

    /// A copy of figures, sealed under its id.
    public func seal(_ figures: [UInt8], copy id: [UInt8]) throws(TeamStoreError) -> [UInt8] {
        try seal(figures, binding: Self.copyPurpose + [0] + id)
    }

    /// The copy's figures, or `nil` when no key opens them under `id`.
    public func open(_ sealed: [UInt8], copy id: [UInt8]) -> [UInt8]? {
        open(sealed, binding: Self.copyPurpose + [0] + id)
    }

    private func seal(_ plain: [UInt8], binding: [UInt8]) throws(TeamStoreError) -> [UInt8] {
        do {
            let nonce = try AESGCM.randomBytes(AESGCM.nonceLength)
            let (ciphertext, tag) = try AESGCM.seal(plain, key: keys[0], nonce: nonce, associatedData: binding)
            return [Self.format] + nonce + tag + ciphertext
        } catch {
            throw TeamStoreError("the figures could not be sealed: \(error)")
        }
    }

    private func open(_ sealed: [UInt8], binding: [UInt8]) -> [UInt8]? {
        let header = 1 + AESGCM.nonceLength + AESGCM.tagLength
        guard sealed.count >= header, sealed[0] == Self.format else { return nil }
        let nonce = Array(sealed[1..<(1 + AESGCM.nonceLength)])
        let tag = Array(sealed[(1 + AESGCM.nonceLength)..<header])
        let body = Array(sealed[header...])
        for key in keys {
            // A key that does not open them: the next is tried.
            if let plain = try? AESGCM.open(body, tag: tag, key: key, nonce: nonce, associatedData: binding) {
                return plain
            }
        }
        return nil
    }
}
