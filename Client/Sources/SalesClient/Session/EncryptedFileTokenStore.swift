import Foundation
import SalesCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps the token in a file encrypted with AES-256-GCM.
///
/// File layout: `SATK` · version `1` · 12-byte nonce (fresh on every write) · ciphertext · 16-byte
/// tag. The associated data binds the file to the format version and the API URL, so a token saved
/// for one server is never sent to another. The 256-bit key is random, in its own file (or given by
/// `SALES_TOKEN_KEY`). Files are 0600 in a 0700 folder and written atomically (temporary file,
/// fsync, rename).
public struct EncryptedFileTokenStore: TokenStore {
    /// Where the key comes from.
    public enum KeySource: Sendable, Equatable {
        /// A `key` file beside the token, made on first save.
        case file
        /// A key given from outside (e.g. `SALES_TOKEN_KEY`).
        case explicit([UInt8])
    }

    static let magic = Array("SATK".utf8)
    static let version: UInt8 = 1

    public let directory: URL
    private let scope: String
    private let keySource: KeySource
    private let random: @Sendable (Int) throws -> [UInt8]

    public init(
        directory: URL,
        scope: String,
        keySource: KeySource = .file,
        random: @escaping @Sendable (Int) throws -> [UInt8] = { try AESGCM.randomBytes($0) }
    ) {
        self.directory = directory
        self.scope = scope
        self.keySource = keySource
        self.random = random
    }

    public var tokenFile: URL { directory.appendingPathComponent("token") }
    public var keyFile: URL { directory.appendingPathComponent("key") }

    public func load() throws(TokenStoreError) -> AccessToken? {
        guard let sealed = try read(tokenFile) else { return nil }
        let header = Self.magic.count + 1
        guard sealed.count >= header + AESGCM.nonceLength + AESGCM.tagLength,
            Array(sealed.prefix(Self.magic.count)) == Self.magic
        else { throw .unreadable("the file is truncated or not a session file") }
        guard sealed[Self.magic.count] == Self.version else {
            throw .unreadable("it was written by another version of sales")
        }
        guard let key = try existingKey() else { throw .unreadable("its key is missing") }
        let nonce = Array(sealed[header..<(header + AESGCM.nonceLength)])
        let ciphertext = Array(sealed[(header + AESGCM.nonceLength)..<(sealed.count - AESGCM.tagLength)])
        let tag = Array(sealed.suffix(AESGCM.tagLength))
        let plaintext: [UInt8]
        do {
            plaintext = try AESGCM.open(ciphertext, tag: tag, key: key, nonce: nonce, associatedData: associatedData)
        } catch {
            throw .unreadable("it was altered, saved for another server, or encrypted with another key")
        }
        guard let token = AccessToken(String(decoding: plaintext, as: UTF8.self)) else {
            throw .unreadable("it holds no valid token")
        }
        return token
    }

    public func save(_ token: AccessToken) throws(TokenStoreError) {
        try makeDirectory()
        let key: [UInt8]
        if let existing = try existingKey() {
            key = existing
        } else {
            key = try createKey()
        }
        do {
            let nonce = try random(AESGCM.nonceLength)
            let sealed = try AESGCM.seal(
                Array(token.rawValue.utf8), key: key, nonce: nonce, associatedData: associatedData)
            try write(Self.magic + [Self.version] + nonce + sealed.ciphertext + sealed.tag, to: tokenFile)
        } catch let error as TokenStoreError {
            throw error
        } catch {
            throw .storage("encryption failed: \(error)")
        }
    }

    public func delete() throws(TokenStoreError) {
        guard unlink(tokenFile.path) == 0 || errno == ENOENT else {
            throw .storage("cannot delete \(tokenFile.path): \(String(cString: strerror(errno)))")
        }
    }

    // MARK: - Key

    private var associatedData: [UInt8] {
        Self.magic + [Self.version] + Array(scope.utf8)
    }

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

    private func createKey() throws(TokenStoreError) -> [UInt8] {
        do {
            let key = try random(AESGCM.keyLength)
            try write(key, to: keyFile)
            return key
        } catch let error as TokenStoreError {
            throw error
        } catch {
            throw .storage("cannot make a key: \(error)")
        }
    }

    // MARK: - Files

    private func makeDirectory() throws(TokenStoreError) {
        do {
            try FileManager.default.createDirectory(
                at: directory,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw .storage("cannot create \(directory.path): \(error.localizedDescription)")
        }
        _ = chmod(directory.path, 0o700)
    }

    private func read(_ file: URL) throws(TokenStoreError) -> [UInt8]? {
        do {
            return Array(try Data(contentsOf: file))
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        } catch {
            if !FileManager.default.fileExists(atPath: file.path) { return nil }
            throw .storage("cannot read \(file.path): \(error.localizedDescription)")
        }
    }

    /// Writes `bytes` to a new 0600 file beside `file`, flushes it, and renames it into place.
    private func write(_ bytes: [UInt8], to file: URL) throws(TokenStoreError) {
        let temporary = file.path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw .storage("cannot write \(temporary): \(String(cString: strerror(errno)))") }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            guard result > 0 else {
                close(descriptor)
                unlink(temporary)
                throw .storage("cannot write \(temporary): \(String(cString: strerror(errno)))")
            }
            written += result
        }
        _ = fchmod(descriptor, 0o600)
        _ = fsync(descriptor)
        close(descriptor)
        guard rename(temporary, file.path) == 0 else {
            unlink(temporary)
            throw .storage("cannot replace \(file.path): \(String(cString: strerror(errno)))")
        }
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
