import Foundation
import SalesClient
import SalesCore
import Testing

/// What every ``TokenStore`` promises, run against every implementation — the encrypted files
/// with either kind of key, and the spy the other tests use, so a double never behaves otherwise:
/// a new store joins ``TokenStoreImplementation`` and passes these, or is not done.
@Suite struct TokenStoreSpecs {
    @Test(arguments: TokenStoreImplementation.allCases)
    func isLoggedOutWhenNothingWasSaved(_ implementation: TokenStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        #expect(try sut.store.load() == nil)
    }

    @Test(arguments: TokenStoreImplementation.allCases)
    func keepsTheSessionItSavedWithItsUser(_ implementation: TokenStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        let session = SavedSession(token: try token("abc"), username: "tester")
        try sut.store.save(session)
        #expect(try sut.reopened().load() == session)
    }

    @Test(arguments: TokenStoreImplementation.allCases)
    func aNewSessionReplacesTheOld(_ implementation: TokenStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        try sut.store.save(SavedSession(token: try token("old"), username: "first"))
        try sut.store.save(SavedSession(token: try token("new")))
        #expect(try sut.reopened().load() == SavedSession(token: try token("new")))
    }

    @Test(arguments: TokenStoreImplementation.allCases)
    func forgetsTheSessionAndToleratesForgettingTwice(_ implementation: TokenStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        try sut.store.save(SavedSession(token: try token("abc")))
        try sut.store.delete()
        try sut.store.delete()
        #expect(try sut.reopened().load() == nil)
    }

    private func token(_ text: String) throws -> AccessToken {
        try #require(AccessToken(text))
    }
}

/// Every token store, made fresh for one test.
enum TokenStoreImplementation: String, CaseIterable, Sendable {
    case encryptedFilesWithKeyFile
    case encryptedFilesWithGivenKey
    case spy

    typealias SUT = StoreUnderSpec<any TokenStore>

    func make() throws -> SUT {
        switch self {
        case .encryptedFilesWithKeyFile, .encryptedFilesWithGivenKey:
            let folder = try temporaryDirectory()
            let key: EncryptedFileTokenStore.KeySource =
                self == .encryptedFilesWithKeyFile ? .file : .explicit(Array(repeating: 7, count: 32))
            let make: @Sendable () -> any TokenStore = {
                EncryptedFileTokenStore(directory: folder, scope: "http://127.0.0.1:8081", keySource: key)
            }
            return SUT(store: make(), reopened: make, cleanUp: { try? FileManager.default.removeItem(at: folder) })
        case .spy:
            let spy = TokenStoreSpy()
            return SUT(store: spy, reopened: { spy }, cleanUp: {})
        }
    }
}
