import Foundation
import SalesSessionFile
import SalesSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The local copy in a file beside the session: `copy-` and 16 hex digits of the API URL and the
/// user, 0600 in the 0700 data folder, written whole (temporary file, fsync, rename), sealed with
/// AES-256-GCM under the session's key (the token store's) with a fresh nonce per write. The
/// associated data binds it to its format, its API URL and its user, so one user never opens
/// another's copy, nor one server's another's. Without a key (never logged in) nothing is kept.
///
/// What cannot be opened — truncated, tampered, sealed with another key — is moved aside with a
/// warning and reads as none; a copy from another format version reads as none and is replaced by
/// the next save.
package struct EncryptedFileLocalCopyStore: LocalCopyStore {
    private static let purpose = Array("SACP local copy".utf8)

    private let directory: URL
    private let scope: String
    private let key: @Sendable () throws(ClientError) -> [UInt8]?
    private let random: @Sendable (Int) throws -> [UInt8]
    private let notify: @Sendable (String) -> Void

    package init(
        directory: URL, scope: String, key: @escaping @Sendable () throws(ClientError) -> [UInt8]?,
        random: @escaping @Sendable (Int) throws -> [UInt8] = { try AESGCM.randomBytes($0) },
        notify: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.directory = directory
        self.scope = scope
        self.key = key
        self.random = random
        self.notify = notify
    }

    /// The user's copy file.
    package func file(for user: String) -> URL {
        directory.appendingPathComponent("copy-" + FNV1a.hash(Array((scope + "\n" + user).utf8)).paddedHex)
    }

    package func load(for user: String) throws(ClientError) -> LocalCopy? {
        let file = file(for: user)
        files.tighten(file)
        guard let bytes = try read(file), let key = try key() else { return nil }
        let plaintext: [UInt8]
        do {
            let envelope = try SessionFile(decoding: bytes)
            plaintext = try AESGCM.open(
                envelope.ciphertext, tag: envelope.tag, key: key, nonce: envelope.nonce,
                associatedData: associatedData(user))
        } catch {
            try setAside(file, "it is truncated, altered or sealed with another key")
            return nil
        }
        do {
            return try LocalCopyCodec.decode(plaintext)
        } catch {
            guard plaintext.count > 4, plaintext[4] == LocalCopyCodec.version else { return nil }
            try setAside(file, error.reason)
            return nil
        }
    }

    package func save(_ copy: LocalCopy, for user: String) throws(ClientError) {
        guard let key = try key() else { return }
        do {
            try files.makeDirectory()
            let nonce = try random(AESGCM.nonceLength)
            let sealed = try AESGCM.seal(
                LocalCopyCodec.encode(copy), key: key, nonce: nonce, associatedData: associatedData(user))
            guard let envelope = SessionFile(nonce: nonce, ciphertext: sealed.ciphertext, tag: sealed.tag) else {
                throw ClientError.storage("cannot seal the local copy: unexpected nonce or tag length")
            }
            try files.write(envelope.encoded, to: file(for: user))
        } catch let error as PrivateFiles.Failure {
            throw .storage(error.message)
        } catch let error as ClientError {
            throw error
        } catch {
            throw .storage("cannot seal the local copy: \(error)")
        }
    }

    package func delete(for user: String) throws(ClientError) {
        let path = file(for: user).path
        guard unlink(path) == 0 || errno == ENOENT else {
            throw .storage("cannot delete \(path): \(String(cString: strerror(errno)))")
        }
    }

    private var files: PrivateFiles { PrivateFiles(directory: directory, notify: notify) }

    private func associatedData(_ user: String) -> [UInt8] {
        // Not the format's version: a copy from another version opens, and is then set aside quietly.
        Self.purpose + Array(scope.utf8) + [0] + Array(user.utf8)
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
