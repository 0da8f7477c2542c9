import Foundation
import SalesCore
import SalesCrypto
import SalesLocalCopy
import SalesSealedFile
import SalesSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The local copy in two files beside the session — `copy-` (products and sales) followed by 16 hex
/// digits of the API URL and the user, and `rates-` (the cached rates, renewed every minute or so
/// without rewriting the sales) followed by the same 16 digits, `-` and 16 of the rates
/// middleware's URL: rates belong to the middleware that sent them, and another middleware (or one
/// never reached) never answers with them. 0600 in the 0700 data folder, written whole (temporary
/// file, fsync, rename), sealed with AES-256-GCM under the session's key (the token store's) with a
/// fresh nonce per write, in two parts (``SealedParts``, ``LocalCopyCodec``): the summary — all that
/// ``CatalogNeeds/sums`` reads — and the sales. The associated data binds each file to its kind,
/// its API URL, its user and (rates) its middleware, so one user never opens another's copy, nor
/// one server's another's, nor a rates file as the catalog or as another middleware's. Without a
/// key (never logged in) nothing is kept.
///
/// A write is sealed into a temporary file first, then renamed into place holding `copy.lock`,
/// only if the store's generation (`generation-` and 16 hex digits of the API URL; new at every
/// logout, under the same lock) is still the one its load began in: a load that raced a logout
/// leaves nothing behind.
///
/// What cannot be opened — truncated, tampered, sealed with another key — is moved aside with a
/// warning and reads as none; a copy from another format version reads as none, with a warning, and
/// is replaced by the next save.
package struct EncryptedFileLocalCopyStore: LocalCopyStore {
    private static let purpose = Array("SACP local copy".utf8)

    private let directory: URL
    private let scope: String
    /// The rates middleware's URL (without credentials): whose rates the rates file holds.
    private let ratesScope: String
    private let key: @Sendable () throws(ClientError) -> [UInt8]?
    private let random: @Sendable (Int) throws -> [UInt8]
    private let notify: @Sendable (String) -> Void

    package init(
        directory: URL, scope: String, ratesScope: String,
        key: @escaping @Sendable () throws(ClientError) -> [UInt8]?,
        random: @escaping @Sendable (Int) throws -> [UInt8] = { try AESGCM.randomBytes($0) },
        notify: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.directory = directory
        self.scope = scope
        self.ratesScope = ratesScope
        self.key = key
        self.random = random
        self.notify = notify
    }

    /// The user's copy file (products and sales).
    package func file(for user: String) -> URL { file("copy-", user) }

    /// The user's rates file for this store's middleware.
    package func ratesFile(for user: String) -> URL {
        files.file(ratesPrefix(user) + FNV1a.hash(Array(ratesScope.utf8)).paddedHex)
    }

    /// The user's rates files, of every middleware (set-aside copies of them are not among them).
    private func ratesFiles(of user: String) throws(PrivateFiles.Failure) -> [URL] {
        let prefix = Array(ratesPrefix(user).utf8)
        return try files.names { OwnFileName.isRates($0) && $0.utf8.starts(with: prefix) }.map(files.file)
    }

    /// Every rates file of the user starts so, whichever middleware it holds.
    private func ratesPrefix(_ user: String) -> String { "rates-" + userHash(user) + "-" }

    private func file(_ prefix: String, _ user: String) -> URL { files.file(prefix + userHash(user)) }

    private func userHash(_ user: String) -> String { FNV1a.hash(Array((scope + "\n" + user).utf8)).paddedHex }

    /// The products and sales (their sums alone for ``CatalogNeeds/sums``) with the rates kept
    /// beside them; no products and sales yet (rates alone) is a copy dated never.
    package func load(for user: String, needs: CatalogNeeds) throws(ClientError) -> LocalCopy? {
        let catalog = try open(file(for: user), kind: "copy", for: user, needs: needs)
        let rates = try self.rates(for: user)
        guard var copy = catalog else { return rates.isEmpty ? nil : .ratesAlone(rates) }
        copy.rates = rates
        return copy
    }

    package func rates(for user: String) throws(ClientError) -> [CurrencyCode: CachedRates] {
        try open(ratesFile(for: user), kind: "rates", for: user, needs: .sums)?.rates ?? [:]
    }

    package func generation() throws(ClientError) -> LocalCopyGeneration {
        do { return try storedGeneration() } catch { throw .storage(error.message) }
    }

    package func saveCatalog(
        _ catalog: Catalog, leftOut: LeftOut, fetchedAt: Date, for user: String, in generation: LocalCopyGeneration
    ) throws(ClientError) {
        try keep(
            LocalCopy(catalog: catalog, fetchedAt: fetchedAt, leftOut: leftOut), in: file(for: user), kind: "copy",
            for: user, generation: generation)
    }

    /// How many middlewares' rates are kept for one user: past that, the longest unwritten go, so
    /// switching middlewares (or spellings of one that normalization cannot join, a query string)
    /// never fills the folder.
    package static let ratesFilesKept = 4

    package func saveRates(_ rates: [CurrencyCode: CachedRates], for user: String, in generation: LocalCopyGeneration)
        throws(ClientError)
    {
        let file = ratesFile(for: user)
        try keep(.ratesAlone(rates), in: file, kind: "rates", for: user, generation: generation) {
            () throws(PrivateFiles.Failure) in
            let others = try ratesFiles(of: user).filter { $0 != file }
            for old in others.sorted(by: { modified($0) > modified($1) }).dropFirst(Self.ratesFilesKept - 1) {
                try files.remove(old)
            }
        }
    }

    /// When `file` was last written (the distant past when it cannot be told).
    private func modified(_ file: URL) -> Date {
        var status = stat()
        guard lstat(file.path, &status) == 0 else { return .distantPast }
        return Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
    }

    /// Moves the generation on (16 new random hex digits), then deletes the user's files, all under
    /// the lock the writes take: a write that began before finds another generation and is refused.
    package func delete(for user: String) throws(ClientError) {
        try endingGeneration { () throws(PrivateFiles.Failure) in
            // The copy, the user's rates of every middleware, and `rates-<user>` (rates kept for
            // any middleware, a name this store still owns).
            let owned = try [file(for: user), file("rates-", user)] + ratesFiles(of: user)
            for file in owned { try files.remove(file) }
            // And what was being written of them, by any writer: a write under way is refused
            // anyway (the generation has moved on), and what it wrote names the user who left.
            let names = Set(owned.map(\.lastPathComponent))
            for name in try files.names(where: { OwnFileName.temporary($0).map(names.contains) ?? false }) {
                try files.remove(files.file(name))
            }
        }
    }

    /// Removes the temporary files of the copy's, the rates' and the generation's writes whose
    /// writer has ended (interrupted: Ctrl-C, SIGTERM, kill -9, a crash), by their exact names;
    /// called under the lock, by the next write that takes it. A writer still running is left to
    /// finish (or to be refused).
    private func removeAbandonedTemporaries() throws(PrivateFiles.Failure) {
        let abandoned = try files.names { name in
            guard let writer = OwnFileName.temporaryWriter(name),
                OwnFileName.isCopy(writer.of) || OwnFileName.isRates(writer.of) || OwnFileName.isGeneration(writer.of)
            else { return false }
            return kill(writer.pid, 0) != 0 && errno == ESRCH
        }
        for name in abandoned { try files.remove(files.file(name)) }
    }

    /// The same for every user, API URL and middleware: every copy, every kept rates file, what
    /// was set aside of them, and then the generations and the lock themselves — by their exact
    /// names (``OwnFileName``): nothing of the copy's is left, and no file names a user or a server.
    ///
    /// A write begun before is refused all the same: its generation names the key it sealed with,
    /// which `logout --all` deletes first (``SalesSession/logoutAll()``). (With a key given by
    /// `SALES_TOKEN_KEY`, which no logout deletes, a load finishing in the instant after may still
    /// keep its copy.)
    package func deleteAll() throws(ClientError) {
        do {
            try files.withLock(OwnFileName.copyLock) { () throws(PrivateFiles.Failure) in
                let names = try files.names { name in
                    OwnFileName.isOrCameFrom(name) { OwnFileName.isCopy($0) || OwnFileName.isRates($0) }
                        || OwnFileName.isOrCameFrom(name, OwnFileName.isGeneration)
                }
                for name in names { try files.remove(files.file(name)) }
                try files.remove(files.file(OwnFileName.copyLock))
            }
        } catch {
            throw ClientError(storage: error, doing: "cannot forget the local copies")
        }
    }

    /// Moves the generation on, then runs `forget`, both under the lock the writes take.
    private func endingGeneration(_ forget: () throws(PrivateFiles.Failure) -> Void) throws(ClientError) {
        do {
            let next = try random(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }.paddedHex
            let temporary = try files.writeTemporary(Array(next.utf8), beside: generationFile)
            defer { unlink(temporary) }
            try files.withLock(Self.lock) { () throws(PrivateFiles.Failure) in
                try files.replace(generationFile, with: temporary)
                try forget()
            }
        } catch {
            throw ClientError(storage: error, doing: "cannot end the local copy's generation")
        }
    }

    /// The file holding the generation: absent until the first logout.
    package var generationFile: URL {
        directory.appendingPathComponent("generation-" + FNV1a.hash(Array(scope.utf8)).paddedHex)
    }

    /// The lock a write's rename and a logout take.
    private static let lock = OwnFileName.copyLock

    /// The generation file's digits and the key's fingerprint: a logout moves the first on; a logout
    /// that forgets everything deletes the generation files and the key, so the second changes.
    private func storedGeneration() throws(PrivateFiles.Failure) -> LocalCopyGeneration {
        let stored = String(decoding: try files.read(generationFile) ?? [], as: UTF8.self)
        // A key that cannot be read (deleted by `logout --all`, damaged) counts as none here, on
        // purpose: the generation then differs from any a load began in with a key, so what that
        // load sealed is refused — nothing is lost that a readable key could still open.
        let key = (try? self.key()).flatMap { $0 }.map { FNV1a.hash($0).paddedHex } ?? "no key"
        return LocalCopyGeneration(stored + " " + key)
    }

    /// Seals `copy` into a temporary file beside `file`, then renames it into place under the lock
    /// if the store is still in `generation`; otherwise writes nothing and refuses. No temporary file
    /// outlives the call.
    /// `then` runs under the same lock after the file is in place (pruning what it replaces).
    private func keep(
        _ copy: LocalCopy, in file: URL, kind: String, for user: String, generation: LocalCopyGeneration,
        then: () throws(PrivateFiles.Failure) -> Void = {}
    ) throws(ClientError) {
        guard let sealed = try seal(copy, beside: file, kind: kind, for: user) else {
            // No key to seal with: never logged in (nothing to say), or `logout --all` deleted it
            // since the load began — the generation says which, and the second is said.
            guard
                case .success(let now) = Result(catching: { () throws(PrivateFiles.Failure) in try storedGeneration() }),
                now == generation
            else { throw .storage(LocalCopyGeneration.endedMessage) }
            return
        }
        defer { unlink(sealed.temporary) }  // when it was not renamed into place
        let committed: Bool
        do {
            committed = try files.withLock(Self.lock) { () throws(PrivateFiles.Failure) -> Bool in
                try removeAbandonedTemporaries()
                guard try storedGeneration() == generation else { return false }
                try files.replace(sealed.destination, with: sealed.temporary)
                try then()
                return true
            }
        } catch {
            throw .storage(error.message)
        }
        guard committed else { throw .storage(LocalCopyGeneration.endedMessage) }
    }

    /// The copy in `file`: its summary, and its sales when `needs` says so. What cannot be opened
    /// is moved aside (and reads as none); a copy of another format reads as none, said once.
    private func open(_ file: URL, kind: String, for user: String, needs: CatalogNeeds) throws(ClientError)
        -> LocalCopy?
    {
        files.tighten(file)
        let read: SealedRead?
        do {
            read = try files.withOpened(file) { (opened: inout PrivateFiles.OpenedFile) throws(PrivateFiles.Failure) in
                try SealedRead(&opened, sales: needs == .sales)
            }
        } catch {
            throw .storage(error.message)
        }
        guard let read, let key = try key() else { return nil }
        let what = kind == "rates" ? "the kept rates were" : "the local copy was"
        let (header, summarySealed, salesSealed): (SealedParts, [UInt8], [UInt8]?)
        switch read {
        case .parts(let parts, let summary, let sales):
            (header, summarySealed, salesSealed) = (parts, summary, sales)
        case .malformed(.otherVersion(let version)) where version == SealedFile.version:
            // Sealed whole, as the versions before the copy's parts were: not damage. Said once a
            // run; the next save replaces it.
            notify("\(what) written by another version of sales: not used; the next fetch replaces it")
            return nil
        case .malformed:
            try setAside(file, "it is truncated or not a local copy")
            return nil
        }
        let binding = associatedData(kind, user)
        let summary: [UInt8]
        let sales: LocalCopyCodec.SalesPart
        do {
            summary = try header.opening(part: 0, summarySealed, key: key, binding: binding)
            sales =
                try salesSealed.map { .bytes(try header.opening(part: 1, $0, key: key, binding: binding)) }
                ?? .unread(length: header.parts[1].ciphertext.count)
        } catch {
            try setAside(file, "it is truncated, altered or sealed with another key")
            return nil
        }
        do {
            return try LocalCopyCodec.decode(summary: summary, sales: sales)
        } catch {
            guard summary.count > 4 else { return nil }
            guard summary[4] == LocalCopyCodec.version else {
                // Not damage: another version of sales wrote it. Said once a run; the next save replaces it.
                notify(
                    "\(what) written by another version of sales (format \(summary[4])): not used; the next fetch replaces it"
                )
                return nil
            }
            try setAside(file, error.reason)
            return nil
        }
    }

    /// What was read of a sealed copy: its header, its summary part and (when asked) its sales
    /// part, sealed; or why the bytes are not one.
    private enum SealedRead {
        case parts(SealedParts, summary: [UInt8], sales: [UInt8]?)
        case malformed(SealedFile.Malformed)

        /// Reads the header, then the parts asked for, each straight into its own buffer.
        init(_ file: inout PrivateFiles.OpenedFile, sales: Bool) throws(PrivateFiles.Failure) {
            let prefix = try file.read(count: SealedParts.prefixLength)
            let length: Int
            do throws(SealedFile.Malformed) {
                length = try SealedParts.headerLength(prefix: prefix)
            } catch {
                self = .malformed(error)
                return
            }
            let rest = try file.read(count: length - prefix.count)
            let header: SealedParts
            do throws(SealedFile.Malformed) {
                header = try SealedParts(header: prefix + rest, fileSize: file.size)
            } catch {
                self = .malformed(error)
                return
            }
            guard header.parts.count == 2 else {
                self = .malformed(.notASealedFile)
                return
            }
            let summary = try file.read(count: header.parts[0].sealed.count)
            let salesPart = sales ? try file.read(count: header.parts[1].sealed.count) : nil
            guard summary.count == header.parts[0].sealed.count,
                salesPart.map({ $0.count == header.parts[1].sealed.count }) ?? true
            else {
                self = .malformed(.notASealedFile)
                return
            }
            self = .parts(header, summary: summary, sales: salesPart)
        }
    }

    /// A sealed file written beside its destination, waiting to be renamed into place.
    private struct Sealed {
        let destination: URL
        let temporary: String
    }

    /// `copy` sealed into a temporary file beside `file`; `nil` without a key (nothing is kept).
    private func seal(_ copy: LocalCopy, beside file: URL, kind: String, for user: String) throws(ClientError)
        -> Sealed?
    {
        guard let key = try key() else { return nil }
        do {
            try files.makeDirectory()
            // The plaintext lives only for the sealing, is encrypted where it lies (handed over
            // whole: no other reference to it is left, or it would be copied first), and the
            // ciphertext is written as it lies, each slice while the next is sealed: a million
            // sales' copy is held once.
            let parts = try LocalCopyCodec.encode(copy)
            var plaintexts = [parts.summary, parts.sales]
            _ = consume parts
            let (nonce, binding) = (try random(AESGCM.nonceLength), associatedData(kind, user))
            let temporary = try files.writeTemporary(beside: file) { write in
                var given: [[UInt8]] = []
                swap(&given, &plaintexts)
                try SealedParts.seal(consume given, key: key, nonce: nonce, binding: binding, writing: write)
            }
            return Sealed(destination: file, temporary: temporary)
        } catch {
            throw ClientError(storage: error, doing: "cannot seal the local copy")
        }
    }

    private var files: PrivateFiles { PrivateFiles(directory: directory, notify: notify) }

    /// Binds a file to what it holds (`copy` or `rates`), its API URL, its user and (rates) its
    /// middleware — not to the format's version: a copy from another version opens, and is then
    /// ignored quietly.
    private func associatedData(_ kind: String, _ user: String) -> [UInt8] {
        let bound = Self.purpose + Array(kind.utf8) + [0] + Array(scope.utf8) + [0] + Array(user.utf8)
        return kind == "rates" ? bound + [0] + Array(ratesScope.utf8) : bound
    }

    private func read(_ file: URL) throws(ClientError) -> [UInt8]? {
        do { return try files.read(file) } catch { throw .storage(error.message) }
    }

    private func setAside(_ file: URL, _ reason: String) throws(ClientError) {
        do {
            let suffix = try files.moveAside([file], label: "damaged")
            notify(
                "the local copy could not be read (\(reason)): moved it aside to \(file.path)\(suffix); fetching anew")
        } catch {
            throw .storage(error.message)
        }
    }
}
