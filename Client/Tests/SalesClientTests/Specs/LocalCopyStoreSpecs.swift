import Foundation
import SalesClient
import SalesCore
import SalesLocalCopy
import Testing

/// What every ``LocalCopyStore`` promises, run against every implementation: a new store joins
/// ``LocalCopyStoreImplementation`` and passes these, or is not done.
@Suite struct LocalCopyStoreSpecs {
    @Test(arguments: LocalCopyStoreImplementation.allCases)
    func hasNoCopyBeforeTheFirstSave(_ implementation: LocalCopyStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        #expect(try sut.store.load(for: "tester") == nil)
    }

    @Test(arguments: LocalCopyStoreImplementation.allCases)
    func keepsTheCopyItSavedForTheNextRun(_ implementation: LocalCopyStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        let copy = try makeCopy()
        try sut.store.save(copy, for: "tester")
        #expect(try sut.reopened().load(for: "tester") == copy)
    }

    @Test(arguments: LocalCopyStoreImplementation.allCases)
    func neverShowsOneUsersCopyToAnother(_ implementation: LocalCopyStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        try sut.store.save(try makeCopy(), for: "tester")
        #expect(try sut.reopened().load(for: "someone else") == nil)
    }

    @Test(arguments: LocalCopyStoreImplementation.allCases)
    func aNewCopyReplacesTheOld(_ implementation: LocalCopyStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        try sut.store.save(try makeCopy(), for: "tester")
        let newer = LocalCopy(products: [], sales: [], fetchedAt: Date(timeIntervalSince1970: 1_800_000_000))
        try sut.store.save(newer, for: "tester")
        #expect(try sut.reopened().load(for: "tester") == newer)
    }

    @Test(arguments: LocalCopyStoreImplementation.allCases)
    func keepsRatesSavedAloneWithTheCopy(_ implementation: LocalCopyStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        let copy = try makeCopy()
        try sut.store.save(copy, for: "tester")
        let renewed = [
            CurrencyCode.usd: CachedRates(
                rates: [], etag: "\"2\"", receivedAt: Date(timeIntervalSince1970: 1_900_000_000), maxAge: .seconds(60))
        ]
        try sut.store.saveRates(renewed, for: "tester")
        var expected = copy
        expected.rates = renewed
        #expect(try sut.reopened().load(for: "tester") == expected)
        #expect(try sut.reopened().rates(for: "tester") == renewed, "and read alone")
    }

    @Test(arguments: LocalCopyStoreImplementation.allCases)
    func hasNoRatesBeforeAnyAreSaved(_ implementation: LocalCopyStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        #expect(try sut.store.rates(for: "tester").isEmpty)
    }

    @Test(arguments: LocalCopyStoreImplementation.allCases)
    func ratesBeforeAnyCatalogMakeACopyDatedNever(_ implementation: LocalCopyStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        try sut.store.saveRates(try makeCopy().rates, for: "tester")
        let loaded = try sut.reopened().load(for: "tester")
        #expect(loaded?.fetchedAt == .distantPast && loaded?.catalog.products.isEmpty == true)
        #expect(loaded?.rates == (try makeCopy().rates))
    }

    @Test(arguments: LocalCopyStoreImplementation.allCases)
    func forgetsTheCopyAndToleratesForgettingTwice(_ implementation: LocalCopyStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        try sut.store.save(try makeCopy(), for: "tester")
        try sut.store.delete(for: "tester")
        try sut.store.delete(for: "tester")
        #expect(try sut.reopened().load(for: "tester") == nil)
    }

    @Test(arguments: LocalCopyStoreImplementation.allCases)
    func refusesEveryWriteBegunBeforeALogoutAndKeepsNothingOfIt(_ implementation: LocalCopyStoreImplementation)
        throws
    {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        let copy = try makeCopy()
        let begun = try sut.store.generation()

        try sut.reopened().delete(for: "tester")

        #expect(throws: ClientError.storage("the session ended while loading: logged out")) {
            try sut.store.save(copy, for: "tester", in: begun)
        }
        #expect(throws: ClientError.storage("the session ended while loading: logged out")) {
            try sut.store.saveRates(copy.rates, for: "tester", in: begun)
        }
        #expect(try sut.reopened().load(for: "tester") == nil)
        #expect(try sut.reopened().rates(for: "tester").isEmpty)
    }

    @Test(arguments: LocalCopyStoreImplementation.allCases)
    func takesTheWritesOfASessionBegunAfterTheLogout(_ implementation: LocalCopyStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        let before = try sut.store.generation()
        try sut.store.delete(for: "tester")
        let after = try sut.store.generation()
        let copy = try makeCopy()

        try sut.store.save(copy, for: "tester", in: after)

        #expect(after != before)
        #expect(try sut.reopened().generation() == after, "the generation outlives the run")
        #expect(try sut.reopened().load(for: "tester") == copy)
    }
}

/// Every local copy store, made fresh for one test.
enum LocalCopyStoreImplementation: String, CaseIterable, Sendable {
    case encryptedFile
    case memory

    typealias SUT = StoreUnderSpec<any LocalCopyStore>

    func make() throws -> SUT {
        switch self {
        case .encryptedFile:
            let folder = try temporaryDirectory()
            let make: @Sendable () -> any LocalCopyStore = {
                EncryptedFileLocalCopyStore(
                    directory: folder, scope: "http://127.0.0.1:8081", ratesScope: "http://127.0.0.1:8080/rates",
                    key: { Array(repeating: 7, count: 32) })
            }
            return SUT(store: make(), reopened: make, cleanUp: { try? FileManager.default.removeItem(at: folder) })
        case .memory:
            let store = InMemoryLocalCopyStore()
            return SUT(store: store, reopened: { store }, cleanUp: {})
        }
    }
}
