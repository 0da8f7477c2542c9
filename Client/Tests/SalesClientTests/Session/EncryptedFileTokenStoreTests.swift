import Foundation
import SalesClient
import SalesCore
import Synchronization
import Testing

@Suite struct EncryptedFileTokenStoreTests {
    @Test func forgetsEverySessionAndTheKeyButNothingElseWhenAllAreDeleted() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let staging = makeSUT(directory, scope: "http://staging:8081")
        let production = makeSUT(directory, scope: "http://production:8081")
        try staging.save(SavedSession(token: token("tok-a"), username: "a"))
        try production.save(SavedSession(token: token("tok-b"), username: "b"))
        let ours = [
            staging.tokenFile.lastPathComponent + ".damaged-1", "key.damaged-1700000000-2", "key.not-a-file-3",
            ".key.tmp-42-0123456789abcdef",
        ]
        let theirs = ["quotes.json", "token-abc", "key.pem", "keys", "key.damaged-x", "token-0123456789ABCDEF"]
        for name in ours + theirs { try Data("x".utf8).write(to: directory.appendingPathComponent(name)) }

        try production.deleteAll()

        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == theirs.sorted(), "not another program's nor the quotes")
        #expect(try staging.load() == nil && production.load() == nil)
    }

    @Test func neverStoresTheTokenInTheClear() throws {
        let store = try makeSUT()
        try store.save(SavedSession(token: token("0123456789abcdef0123456789abcdef")))
        let bytes = try Data(contentsOf: store.tokenFile)
        #expect(!String(decoding: bytes, as: UTF8.self).contains("0123456789abcdef"))
        #expect(bytes.prefix(5) == Data("SATK".utf8 + [1]))
    }

    @Test func usesAFreshNonceForEveryWrite() throws {
        let store = try makeSUT()
        try store.save(SavedSession(token: token("same")))
        let first = try Data(contentsOf: store.tokenFile)
        try store.save(SavedSession(token: token("same")))
        #expect(try Data(contentsOf: store.tokenFile) != first)
    }

    @Test func keepsFilesPrivate() throws {
        let directory = try temporaryDirectory().appendingPathComponent("nested/saleassistant")
        let store = makeSUT(directory)
        try store.save(SavedSession(token: token("abc")))
        #expect(try permissions(store.tokenFile) == 0o600)
        #expect(try permissions(store.keyFile) == 0o600)
        #expect(try permissions(directory) == 0o700)
    }

    @Test(arguments: [0, 4, 5, 17, 40])
    func treatsAnAlteredFileAsLoggedOut(_ offset: Int) throws {
        let store = try makeSUT()
        try store.save(SavedSession(token: token("0123456789abcdef0123456789abcdef")))
        var bytes = try Data(contentsOf: store.tokenFile)
        bytes[offset] ^= 0x01
        try bytes.write(to: store.tokenFile)
        #expect(throws: TokenStoreError.self) { try store.load() }
    }

    @Test(arguments: [0, 3, 20, 32])
    func treatsATruncatedFileAsLoggedOut(_ length: Int) throws {
        let store = try makeSUT()
        try store.save(SavedSession(token: token("0123456789abcdef0123456789abcdef")))
        try Data(try Data(contentsOf: store.tokenFile).prefix(length)).write(to: store.tokenFile)
        #expect {
            try store.load()
        } throws: { error in
            guard case TokenStoreError.unreadable = error else { return false }
            return true
        }
    }

    @Test func refusesAFileSealedWithAnotherKeyOrForAnotherServer() throws {
        let directory = try temporaryDirectory()
        try makeSUT(directory, key: [UInt8](repeating: 7, count: 32)).save(SavedSession(token: token("abc")))
        #expect(throws: TokenStoreError.self) { try makeSUT(directory, key: [UInt8](repeating: 8, count: 32)).load() }
        #expect(try makeSUT(directory, key: [UInt8](repeating: 7, count: 32)).load()?.token == token("abc"))
    }

    @Test func keepsEachServersSessionApart() throws {
        let directory = try temporaryDirectory()
        let usual = makeSUT(directory, scope: "http://127.0.0.1:8081")
        let other = makeSUT(directory, scope: "http://other.example")
        try usual.save(SavedSession(token: token("usual")))
        #expect(try other.load() == nil)
        try other.delete()
        try other.save(SavedSession(token: token("other")))
        #expect(try usual.load()?.token == token("usual"))
        #expect(try other.load()?.token == token("other"))
        #expect(usual.tokenFile != other.tokenFile)
    }

    @Test func recoversFromADamagedKeyFileAtTheNextLoginAndSaysSo() throws {
        let directory = try temporaryDirectory()
        let notices = Notices()
        let store = makeSUT(directory, notify: notices.append)
        try store.save(SavedSession(token: token("first")))
        try Data().write(to: store.keyFile)  // `: > key`
        #expect(throws: TokenStoreError.unreadable("its key file is damaged")) { try store.load() }
        try store.save(SavedSession(token: token("second")))
        #expect(try store.load()?.token == token("second"))
        #expect(notices.lines.filter { $0.contains("the key file was damaged: moved it aside") }.count == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.filter { $0.contains(".damaged-") }.count == 2, "the damaged key and its session, kept")
    }

    @Test func keepsEveryDamagedKeyItMovesAside() throws {
        let directory = try temporaryDirectory()
        let store = makeSUT(directory)
        for round in ["first", "second"] {
            try store.save(SavedSession(token: token(round)))
            try Data(round.utf8).write(to: store.keyFile)
            try store.save(SavedSession(token: token(round + "-again")))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let keys = names.filter { $0.hasPrefix("key.damaged-") }
        #expect(keys.count == 2, "two backups, neither replacing the other: \(names)")
        #expect(
            Set(try keys.map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }) == [
                "first", "second",
            ])
        #expect(names.filter { $0.hasPrefix("token-") && $0.contains(".damaged-") }.count == 2)
    }

    @Test func neverFollowsOrChmodsALinkWhereAKeyOrSessionShouldBe() throws {
        let directory = try temporaryDirectory()
        let notices = Notices()
        let store = makeSUT(directory, notify: notices.append)
        let outside = try temporaryDirectory().appendingPathComponent("shared")
        try Data(repeating: 7, count: 32).write(to: outside)
        chmod(outside.path, 0o644)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: store.keyFile, withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: store.tokenFile, withDestinationURL: outside)

        #expect(try store.load() == nil, "a link is no session")
        try store.save(SavedSession(token: token("abc")))

        #expect(try store.load()?.token == token("abc"))
        #expect(try permissions(outside) == 0o644, "the link's target never chmod'ed")
        #expect(try Data(contentsOf: outside) == Data(repeating: 7, count: 32), "nor read as a key, nor written")
        #expect(try permissions(store.keyFile) == 0o600)
        #expect(notices.lines.filter { $0.contains("is a symbolic link: moved it aside") }.count == 2)
    }

    @Test func movesAsideAFolderWhereTheKeyShouldBeWithoutChangingIt() throws {
        let directory = try temporaryDirectory()
        let store = makeSUT(directory)
        try FileManager.default.createDirectory(
            at: store.keyFile, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])

        try store.save(SavedSession(token: token("abc")))

        #expect(try store.load()?.token == token("abc"))
        let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasPrefix("key.not-a-file-")
        }
        #expect(aside.count == 1)
        #expect(try permissions(directory.appendingPathComponent(aside[0])) == 0o755)
    }

    @Test func tightensLoosePermissionsAndSaysSo() throws {
        let directory = try temporaryDirectory()
        let notices = Notices()
        let store = makeSUT(directory, notify: notices.append)
        try store.save(SavedSession(token: token("abc")))
        let before = notices.lines.count
        chmod(directory.path, 0o777)
        chmod(store.keyFile.path, 0o666)
        chmod(store.tokenFile.path, 0o644)
        #expect(try store.load()?.token == token("abc"))
        #expect(try permissions(directory) == 0o700)
        #expect(try permissions(store.keyFile) == 0o600)
        #expect(try permissions(store.tokenFile) == 0o600)
        let new = notices.lines.dropFirst(before)
        #expect(new.count == 3 && new.allSatisfy { $0.hasPrefix("tightened ") })
    }

    @Test func keepsTheUserNameWithTheTokenAndStillReadsSessionsSavedWithoutIt() throws {
        let directory = try temporaryDirectory()
        let saved = SavedSession(token: try token("abc"), username: "Zoë O'Brien")
        try makeSUT(directory).save(saved)
        #expect(try makeSUT(directory).load() == saved)
        #expect(SavedSession(plaintext: Array("abc".utf8)) == SavedSession(token: try token("abc")))
        #expect(SavedSession(token: try token("abc"), username: "two\nlines").username == nil)
        #expect(SavedSession(plaintext: Array("\nname".utf8)) == nil)
    }

    @Test func concurrentFirstLoginsAgreeOnOneKeyAndTheLastSessionWinsWhole() async throws {
        for _ in 0..<20 {
            let directory = try temporaryDirectory()
            let tokens = try (0..<8).map { try token("token-\($0)") }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for value in tokens {
                    group.addTask { try makeSUT(directory).save(SavedSession(token: value)) }
                }
                try await group.waitForAll()
            }
            let loaded = try makeSUT(directory).load()
            #expect(loaded.map { tokens.contains($0.token) } == true)
        }
    }

    @Test func refusesAFileWhoseKeyIsGone() throws {
        let store = try makeSUT()
        try store.save(SavedSession(token: token("abc")))
        try FileManager.default.removeItem(at: store.keyFile)
        #expect(throws: TokenStoreError.unreadable("its key is missing")) { try store.load() }
    }

    private func makeSUT(_ directory: URL? = nil, scope: String = "http://127.0.0.1:8081", key: [UInt8]? = nil) throws
        -> EncryptedFileTokenStore
    {
        makeSUT(try directory ?? temporaryDirectory(), scope: scope, key: key)
    }

    private func makeSUT(
        _ directory: URL, scope: String = "http://127.0.0.1:8081", key: [UInt8]? = nil,
        notify: @escaping @Sendable (String) -> Void = { _ in }
    ) -> EncryptedFileTokenStore {
        EncryptedFileTokenStore(
            directory: directory,
            scope: scope,
            keySource: key.map(EncryptedFileTokenStore.KeySource.explicit) ?? .file,
            notify: notify
        )
    }

    private func token(_ text: String) throws -> AccessToken {
        try #require(AccessToken(text))
    }

    private func permissions(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}

/// The store's notices, from any thread.
private final class Notices: Sendable {
    private let storage = Mutex<[String]>([])
    var lines: [String] { storage.withLock { $0 } }
    var append: @Sendable (String) -> Void { { line in self.storage.withLock { $0.append(line) } } }
}
