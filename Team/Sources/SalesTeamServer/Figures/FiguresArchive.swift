import CompressNIO
import Foundation
import NIOCore
import SalesClient
import SalesLocalCopy
import SalesTeam

/// Each user's figures kept sealed in the database, so that a restart, a deploy or another replica
/// shows them "as of" their time without asking the sales API (and without the token that has
/// expired since): the products and sales, with what the load left out, in the local copy's format
/// (``LocalCopyCodec``), compressed (deflate), sealed for the user (``FiguresSealer``). A copy that
/// cannot be opened or read — another key, another user's row, damaged bytes, an older format — is
/// dropped, never shown: the next load replaces it. The rates are not kept: the middleware's, asked
/// for every user at once, are the replica's own.
package struct FiguresArchive: Sendable {
    private let vault: any FiguresVault
    private let sealer: FiguresSealer
    /// The most a copy may open to (it was sealed by us: this bounds a mistake, not an attack).
    private static let largest = 1 << 31

    package init(vault: any FiguresVault, sealer: FiguresSealer) {
        self.vault = vault
        self.sealer = sealer
    }

    /// The user's kept figures and when they were loaded; `nil` when none is kept, none opens (then
    /// dropped), or the database did not answer.
    package func restore(username: String) async -> (snapshot: CatalogSnapshot, loadedAt: Date)? {
        guard let kept = try? await vault.figures(username: username) else { return nil }
        guard let plain = sealer.open(kept.sealed, username: username), let copy = Self.decode(plain) else {
            try? await vault.forget(username: username)  // Never shown; the next load replaces it.
            return nil
        }
        return (CatalogSnapshot(catalog: copy.catalog, leftOut: copy.leftOut), copy.fetchedAt)
    }

    /// Keeps the user's figures, replacing the copy before; a failure (the database away) keeps
    /// nothing and is not the page's concern: the figures are in memory.
    package func keep(_ snapshot: CatalogSnapshot, loadedAt: Date, username: String) async {
        let copy = LocalCopy(catalog: snapshot.catalog, fetchedAt: loadedAt, leftOut: snapshot.leftOut)
        guard let plain = Self.encode(copy), let sealed = try? sealer.seal(plain, username: username) else { return }
        try? await vault.keep(
            SealedFigures(sealed: sealed, loadedAt: loadedAt.millisecondsSince1970), username: username)
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
