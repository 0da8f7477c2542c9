import CompressNIO
import Foundation
import NIOCore
import SalesClient
import SalesLocalCopy
import SalesTeam

/// Users' figures kept sealed in the database, so that a restart, a deploy or another replica
/// shows them "as of" their time without asking the sales API (and without the token that has
/// expired since): the products and sales, with what the load left out, in the local copy's format
/// (``LocalCopyCodec``), compressed (deflate), sealed (``FiguresSealer``) as one copy for every user
/// whose sales API gave the same answers (the answers' fingerprint names it), and for each user a
/// reference to it sealed for them: the copy's id and the fingerprint. A copy or a reference that
/// cannot be opened or read — another key, another user's row, damaged bytes, an older format — is
/// dropped, never shown: the next load replaces it. The rates are not kept: the middleware's, asked
/// for every user at once, are the replica's own.
package struct FiguresArchive: Sendable {
    /// A user's figures as the database kept them.
    package struct Restored: Sendable {
        package let snapshot: CatalogSnapshot
        /// When they were loaded from the sales API for this user.
        package let loadedAt: Date
        /// The fingerprint of the answers they were mapped from (empty: none).
        package let fingerprint: [UInt8]
    }

    private let vault: any FiguresVault
    private let sealer: FiguresSealer
    /// The most a copy may open to (it was sealed by us: this bounds a mistake, not an attack).
    private static let largest = 1 << 31
    private static let idLength = 32

    package init(vault: any FiguresVault, sealer: FiguresSealer) {
        self.vault = vault
        self.sealer = sealer
    }

    /// The user's kept figures; `nil` when none are kept, they do not open (then dropped), or the
    /// database did not answer. `held`: the products and sales this replica holds already for a
    /// fingerprint, taken instead of opening the copy.
    package func restore(
        username: String, held: (_ fingerprint: [UInt8]) -> CatalogSnapshot? = { _ in nil }
    ) async -> Restored? {
        guard let kept = try? await vault.reference(username: username) else { return nil }
        guard let reference = sealer.open(kept.reference, username: username), reference.count >= Self.idLength,
            reference.prefix(Self.idLength).elementsEqual(kept.copy)
        else {
            try? await vault.forget(username: username)  // Never shown; the next load replaces it.
            return nil
        }
        let fingerprint = Array(reference.dropFirst(Self.idLength))
        let loadedAt = Date(timeIntervalSince1970: Double(kept.loadedAt) / 1000)
        if !fingerprint.isEmpty, let snapshot = held(fingerprint) {
            return Restored(snapshot: snapshot, loadedAt: loadedAt, fingerprint: fingerprint)
        }
        // The copy's bytes are read only now: a copy held already was not sent by the database.
        guard let sealed = try? await vault.copy(kept.copy) else { return nil }
        guard let plain = sealer.open(sealed, copy: kept.copy), let copy = Self.decode(plain) else {
            try? await vault.forgetCopy(kept.copy)  // Never shown, to anyone naming it.
            return nil
        }
        return Restored(
            snapshot: CatalogSnapshot(catalog: copy.catalog, leftOut: copy.leftOut), loadedAt: loadedAt,
            fingerprint: fingerprint)
    }

    /// Keeps the user's figures, mapped from answers of `fingerprint`: their reference, and the copy
    /// unless one of the same answers is kept already. A failure (the database away) keeps nothing
    /// and is not the page's concern: the figures are in memory. Whether they were kept.
    @discardableResult
    package func keep(
        _ snapshot: CatalogSnapshot, loadedAt: Date, fingerprint: [UInt8], username: String
    ) async -> Bool {
        do {
            let id = try sealer.copyID(for: fingerprint)
            let reference = try sealer.seal(id + fingerprint, username: username)
            var sealed: [UInt8] = []
            let kept = fingerprint.isEmpty ? false : try await vault.hasCopy(id)
            if !kept {
                let copy = LocalCopy(catalog: snapshot.catalog, fetchedAt: loadedAt, leftOut: snapshot.leftOut)
                guard let plain = Self.encode(copy) else { return false }
                sealed = try sealer.seal(plain, copy: id)
            }
            try await vault.keep(
                KeptFigures(copy: id, sealed: sealed, reference: reference, loadedAt: loadedAt.millisecondsSince1970),
                username: username)
            return true
        } catch {
            return false
        }
    }

    /// Forgets the user's figures (they signed out everywhere).
    package func forget(username: String) async {
        try? await vault.forget(username: username)
    }

    /// The summary's length (4 bytes, little-endian), the summary, the sales; deflated.
    static func encode(_ copy: LocalCopy) -> [UInt8]? {
        guard let parts = try? LocalCopyCodec.encode(copy), parts.summary.count <= Int(UInt32.max) else { return nil }
        let length = UInt32(parts.summary.count)
        var buffer = ByteBuffer()
        buffer.writeInteger(length, endianness: .little)
        buffer.writeBytes(parts.summary)
        buffer.writeBytes(parts.sales)
        guard let compressed = try? buffer.compress(with: .deflate()) else { return nil }
        return Array(buffer: compressed)
    }

    /// The copy in `bytes` as ``encode(_:)`` wrote it; `nil` for anything else.
    static func decode(_ bytes: [UInt8]) -> LocalCopy? {
        var compressed = ByteBuffer(bytes: bytes)
        guard var plain = try? compressed.decompress(with: .deflate(), maxSize: largest),
            let length = plain.readInteger(endianness: .little, as: UInt32.self),
            let summary = plain.readBytes(length: Int(length)), let sales = plain.readBytes(length: plain.readableBytes)
        else { return nil }
        return try? LocalCopyCodec.decode(LocalCopyCodec.Parts(summary: summary, sales: sales))
    }
}
