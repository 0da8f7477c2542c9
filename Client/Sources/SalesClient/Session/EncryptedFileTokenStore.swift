import Foundation
import SalesCore
import SalesCrypto
import SalesSealedFile
import SalesSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps the token in a file encrypted with AES-256-GCM.
///
/// File layout (``SealedFile``): `SATK` · version `1` · 12-byte nonce (fresh on every write) ·
/// ciphertext · 16-byte tag. The associated data binds the file to the format version and the API URL, so a token saved
/// for one server is never sent to another; and each API URL has its own file (`token-` and 16 hex
/// digits of the URL's hash), so using another server never touches this one's session.
///
/// The 256-bit key is random, in its own file (or given by `SALES_TOKEN_KEY`), created exclusively
/// (written whole, then linked into place: concurrent first logins all end up with the one key). A
/// damaged key file is moved aside on the next login, with the sessions it sealed, and a new one made.
/// Files are 0600 in a 0700 folder — looser permissions are tightened, with a notice — and tokens
/// are written atomically (temporary file, fsync, rename: the last writer wins whole).
package struct EncryptedFileTokenStore: TokenStore {
    /// Where the key comes from.
    package enum KeySource: Sendable, Equatable {
        /// A `key` file beside the token, made on first save.
        case file
        /// A key given from outside (e.g. `SALES_TOKEN_KEY`).
        case explicit([UInt8])
    }

    package let directory: URL
    private let scope: String
    private let keySource: KeySource
    private let random: @Sendable (Int) throws -> [UInt8]
    private let notify: @Sendable (String) -> Void

    /// `notify` receives one line for each repair the store makes (permissions, a damaged key).
    package init(
        directory: URL,
        scope: String,
        keySource: KeySource = .file,
        random: @escaping @Sendable (Int) throws -> [UInt8] = { try AESGCM.randomBytes($0) },
        notify: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.directory = directory
        self.scope = scope
        self.keySource = keySource
        self.random = random
        self.notify = notify
    }

    /// This API URL's session file.
    package var tokenFile: URL { directory.appendingPathComponent("token-" + Self.hash(scope)) }
    package var keyFile: URL { directory.appendingPathComponent("key") }

    package func load() throws(TokenStoreError) -> SavedSession? {
        do { try files.tightenDirectory() } catch { throw .storage(error.message) }
        files.tighten(keyFile)
        files.tighten(tokenFile)
        guard let bytes = try read(tokenFile) else { return nil }
        let file: SealedFile
        do {
            file = try SealedFile(decoding: bytes)
        } catch {
            switch error {
            case .notASealedFile: throw .unreadable("the file is truncated or not a session file")
            case .otherVersion: throw .unreadable("it was written by another version of sales")
            }
        }
        guard let key = try existingKey() else { throw .unreadable("its key is missing") }
        let plaintext: [UInt8]
        do {
            plaintext = try file.opened(key: key, associatedData: associatedData)
        } catch {
            throw .unreadable("it was altered, saved for another server, or encrypted with another key")
        }
        guard let session = SavedSession(plaintext: plaintext) else {
            throw .unreadable("it holds no valid token")
        }
        return session
    }

    package func save(_ session: SavedSession) throws(TokenStoreError) {
        try makeDirectory()
        files.tighten(keyFile)
        let key: [UInt8]
        do throws(TokenStoreError) {
            key = try currentOrNewKey()
        } catch .unreadable {
            // A damaged key file would lock the user out for good: set it and its sessions aside.
            try setAsideDamagedKey()
            key = try currentOrNewKey()
        }
        do {
            let file = try SealedFile.sealing(
                session.plaintext, key: key, nonce: random(AESGCM.nonceLength), associatedData: associatedData)
            try write(file.encoded, to: tokenFile)
        } catch let error as TokenStoreError {
            throw error
        } catch {
            throw .storage("encryption failed: \(error)")
        }
    }

    package func delete() throws(TokenStoreError) {
        do { try files.remove(tokenFile) } catch { throw .storage(error.message) }
    }

    package func deleteAll() throws(TokenStoreError) {
        // Every API URL's session and the key, by their exact names (``OwnFileName``), with what
        // was set aside of them and what a process that died left half written.
        do {
            let names = try files.names { name in
                OwnFileName.isOrCameFrom(name) { OwnFileName.isToken($0) || OwnFileName.isKey($0) }
            }
            for name in names { try files.remove(files.file(name)) }
        } catch {
            throw .storage(error.message)
        }
    }

    /// The session's key, for what else is sealed beside the session (the local copy); `nil`
    /// before the first login made one.
    package func sealingKey() throws(TokenStoreError) -> [UInt8]? {
        try existingKey()
    }

    // MARK: - Key

    private var associatedData: [UInt8] { SealedFile.associatedData(scope: scope) }

    private func existingKey() throws(TokenStoreError) -> [UInt8]? {
        switch keySource {
        case .explicit(let key):
            return key
        case .file:
            guard let key = try read(keyFile) else { return nil }
            guard key.count == AESGCM.keyLength else { throw .unreadable("its key file is damaged") }
            return key
        }
    }

    private func currentOrNewKey() throws(TokenStoreError) -> [UInt8] {
        if let existing = try existingKey() { return existing }
        return try createKey()
    }

    /// Makes a key and links it into place only if there is none: when another process won the
    /// race, its key is the one used.
    private func createKey() throws(TokenStoreError) -> [UInt8] {
        let key: [UInt8]
        do {
            key = try random(AESGCM.keyLength)
        } catch {
            throw .storage("cannot make a key: \(error)")
        }
        let temporary = try writeTemporary(key, beside: keyFile)
        defer { unlink(temporary) }
        if link(temporary, keyFile.path) == 0 { return key }
        guard errno == EEXIST, let existing = try existingKey() else {
            throw .storage("cannot create \(keyFile.path): \(String(cString: strerror(errno)))")
        }
        return existing
    }

    /// Renames the damaged key and every session file beside it to `*.damaged-<time>` (a suffix
    /// no earlier backup has), and says so.
    private func setAsideDamagedKey() throws(TokenStoreError) {
        let suffix: String
        do {
            let sessions = try files.names { OwnFileName.isToken($0) }
            suffix = try files.moveAside([keyFile] + sessions.map(directory.appendingPathComponent), label: "damaged")
        } catch {
            throw .storage(error.message)
        }
        notify(
            "the key file was damaged: moved it aside (\(keyFile.path)\(suffix)) with the sessions it sealed; made a new one"
        )
    }

    // MARK: - Files

    private var files: PrivateFiles { PrivateFiles(directory: directory, notify: notify) }

    private func makeDirectory() throws(TokenStoreError) {
        do { try files.makeDirectory() } catch { throw .storage(error.message) }
    }

    /// 16 hex digits of the FNV-1a hash of `text`: a stable file name per API URL.
    static func hash(_ text: String) -> String {
        var hash = FNV1a()
        hash.combine(text.utf8)
        return hash.value.paddedHex
    }

    private func read(_ file: URL) throws(TokenStoreError) -> [UInt8]? {
        do { return try files.read(file) } catch { throw .storage(error.message) }
    }

    private func write(_ bytes: [UInt8], to file: URL) throws(TokenStoreError) {
        do { try files.write(bytes, to: file) } catch { throw .storage(error.message) }
    }

    private func writeTemporary(_ bytes: [UInt8], beside file: URL) throws(TokenStoreError) -> String {
        do { return try files.writeTemporary(bytes, beside: file) } catch { throw .storage(error.message) }
    }
}
