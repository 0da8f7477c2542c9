import Foundation
import SalesClient
import SalesCore
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A data folder that is a symbolic link: followed to a private folder of the user (never chmod'ed,
/// its other files never touched), refused anywhere else before anything in it is read or changed.
@Suite struct LinkedDataFolderTests {
    @Test func aLinkToAFolderOthersCanOpenIsRefusedAndNothingInItIsTouched() throws {
        let (data, target) = try makeLinkedFolder(mode: 0o755)
        defer { remove(target, data) }
        try write("not a key!", to: target, "key", mode: 0o644)
        for name in ["token-abc", "copy-of-contract.pdf", "rates-2024.xlsx"] { try write("theirs", to: target, name) }
        let before = try snapshot(target)
        let (tokens, copies) = makeSUT(data)

        let refusal = #expect(throws: TokenStoreError.self) {
            try tokens.save(SavedSession(token: try #require(AccessToken("tok")), username: "tester"))
        }
        #expect(refusal?.description.contains("links to a folder others can open (mode 755)") == true)
        #expect(throws: TokenStoreError.self) { try tokens.load() }
        #expect(throws: TokenStoreError.self) { try tokens.deleteAll() }
        #expect(throws: ClientError.self) { try copies.deleteAll() }

        #expect(try snapshot(target) == before, "modes, names and bytes as they were")
        #expect(mode(of: target) == 0o755)
    }

    @Test func aLinkToAPrivateFolderOfTheUserIsFollowedAndOnlyOurFilesAreTouched() throws {
        let (data, target) = try makeLinkedFolder(mode: 0o700)
        defer { remove(target, data) }
        try write("short", to: target, "key")  // damaged: ours, so set aside at the next login
        let theirs = ["token-abc", "copy-of-contract.pdf", "rates-2024.xlsx", "key.pem"]
        for name in theirs { try write("theirs", to: target, name) }
        let (tokens, copies) = makeSUT(data)

        try tokens.save(SavedSession(token: try #require(AccessToken("tok")), username: "tester"))
        try copies.saveCatalog(
            Catalog(products: [], sales: []), fetchedAt: Date(), for: "tester", in: copies.generation())
        #expect(try tokens.load()?.token.rawValue == "tok")
        #expect(try copies.load(for: "tester") != nil)

        try tokens.deleteAll()
        try copies.deleteAll()

        let left = try FileManager.default.contentsOfDirectory(atPath: target.path).sorted()
        #expect(left == theirs.sorted(), "the damaged key's backup went with logout --all; theirs stayed")
        #expect(fileKind(of: data.path) == S_IFLNK, "the link stays")
        #expect(mode(of: target) == 0o700)
    }

    @Test(.enabled(if: getuid() == 0, "chown needs root"))
    func aLinkToAnotherUsersFolderIsRefused() throws {
        let (data, target) = try makeLinkedFolder(mode: 0o700)
        defer { remove(target, data) }
        try #require(chown(target.path, 65_534, 65_534) == 0)
        let (tokens, _) = makeSUT(data)
        let refusal = #expect(throws: TokenStoreError.self) {
            try tokens.save(SavedSession(token: try #require(AccessToken("tok")), username: "tester"))
        }
        #expect(refusal?.description.contains("links to a folder of another user") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty)
    }

    @Test func aLinkToNoFolderIsRefused() throws {
        let parent = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let data = parent.appendingPathComponent("saleassistant")
        try FileManager.default.createSymbolicLink(atPath: data.path, withDestinationPath: parent.path + "/gone")
        let (tokens, _) = makeSUT(data)
        let refusal = #expect(throws: TokenStoreError.self) {
            try tokens.save(SavedSession(token: try #require(AccessToken("tok")), username: "tester"))
        }
        #expect(refusal?.description.contains("is a symbolic link to no folder") == true)
        #expect(!FileManager.default.fileExists(atPath: parent.path + "/gone"), "nothing made where it points")
    }

    // MARK: - Helpers

    private func makeSUT(_ data: URL) -> (EncryptedFileTokenStore, EncryptedFileLocalCopyStore) {
        let tokens = EncryptedFileTokenStore(directory: data, scope: "http://127.0.0.1:8081")
        let copies = EncryptedFileLocalCopyStore(
            directory: data, scope: "http://127.0.0.1:8081", ratesScope: "http://127.0.0.1:8080/rates",
            key: { () throws(ClientError) in (try? tokens.sealingKey()) ?? nil })
        return (tokens, copies)
    }

    /// `saleassistant`, a link to a folder of `mode` beside it.
    private func makeLinkedFolder(mode: mode_t) throws -> (data: URL, target: URL) {
        let parent = try temporaryDirectory()
        let target = try temporaryDirectory()
        chmod(target.path, mode)
        let data = parent.appendingPathComponent("saleassistant")
        try FileManager.default.createSymbolicLink(at: data, withDestinationURL: target)
        return (data, target)
    }

    private func write(_ text: String, to folder: URL, _ name: String, mode: mode_t = 0o644) throws {
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        chmod(file.path, mode)
    }

    /// Each entry's name, mode and bytes.
    private func snapshot(_ folder: URL) throws -> [String: String] {
        var entries: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let path = folder.appendingPathComponent(name).path
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
            entries[name] = "\(String(permissionBits(of: path), radix: 8)) \(bytes.base64EncodedString())"
        }
        return entries
    }

    private func mode(of url: URL) -> mode_t { permissionBits(of: url.path) }

    private func remove(_ target: URL, _ data: URL) {
        try? FileManager.default.removeItem(at: target)
        try? FileManager.default.removeItem(at: data.deletingLastPathComponent())
    }
}
