import Foundation
import SalesClient
import SalesCore
import Testing

@Suite struct EncryptedFileTokenStoreTests {
    @Test func isLoggedOutWhenNothingWasSaved() throws {
        #expect(try makeSUT().load() == nil)
    }

    @Test func keepsTheTokenAcrossInstances() throws {
        let directory = try temporaryDirectory()
        try makeSUT(directory).save(token("0123456789abcdef0123456789abcdef"))
        #expect(try makeSUT(directory).load() == token("0123456789abcdef0123456789abcdef"))
    }

    @Test func neverStoresTheTokenInTheClear() throws {
        let store = try makeSUT()
        try store.save(token("0123456789abcdef0123456789abcdef"))
        let bytes = try Data(contentsOf: store.tokenFile)
        #expect(!String(decoding: bytes, as: UTF8.self).contains("0123456789abcdef"))
        #expect(bytes.prefix(5) == Data("SATK".utf8 + [1]))
    }

    @Test func usesAFreshNonceForEveryWrite() throws {
        let store = try makeSUT()
        try store.save(token("same"))
        let first = try Data(contentsOf: store.tokenFile)
        try store.save(token("same"))
        #expect(try Data(contentsOf: store.tokenFile) != first)
    }

    @Test func keepsFilesPrivate() throws {
        let directory = try temporaryDirectory().appendingPathComponent("nested/saleassistant")
        let store = try makeSUT(directory)
        try store.save(token("abc"))
        #expect(try permissions(store.tokenFile) == 0o600)
        #expect(try permissions(store.keyFile) == 0o600)
        #expect(try permissions(directory) == 0o700)
    }

    @Test(arguments: [0, 4, 5, 17, 40])
    func treatsAnAlteredFileAsLoggedOut(_ offset: Int) throws {
        let store = try makeSUT()
        try store.save(token("0123456789abcdef0123456789abcdef"))
        var bytes = try Data(contentsOf: store.tokenFile)
        bytes[offset] ^= 0x01
        try bytes.write(to: store.tokenFile)
        #expect(throws: TokenStoreError.self) { try store.load() }
    }

    @Test(arguments: [0, 3, 20, 32])
    func treatsATruncatedFileAsLoggedOut(_ length: Int) throws {
        let store = try makeSUT()
        try store.save(token("0123456789abcdef0123456789abcdef"))
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
        try makeSUT(directory, key: [UInt8](repeating: 7, count: 32)).save(token("abc"))
        #expect(throws: TokenStoreError.self) { try makeSUT(directory, key: [UInt8](repeating: 8, count: 32)).load() }
        #expect(throws: TokenStoreError.self) {
            try makeSUT(directory, scope: "https://elsewhere.example", key: [UInt8](repeating: 7, count: 32)).load()
        }
        #expect(try makeSUT(directory, key: [UInt8](repeating: 7, count: 32)).load() == token("abc"))
    }

    @Test func refusesAFileWhoseKeyIsGone() throws {
        let store = try makeSUT()
        try store.save(token("abc"))
        try FileManager.default.removeItem(at: store.keyFile)
        #expect(throws: TokenStoreError.unreadable("its key is missing")) { try store.load() }
    }

    @Test func forgetsTheTokenAndToleratesForgettingTwice() throws {
        let store = try makeSUT()
        try store.save(token("abc"))
        try store.delete()
        try store.delete()
        #expect(try store.load() == nil)
    }

    private func makeSUT(_ directory: URL? = nil, scope: String = "http://127.0.0.1:8081", key: [UInt8]? = nil) throws
        -> EncryptedFileTokenStore
    {
        EncryptedFileTokenStore(
            directory: try directory ?? temporaryDirectory(),
            scope: scope,
            keySource: key.map(EncryptedFileTokenStore.KeySource.explicit) ?? .file
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
