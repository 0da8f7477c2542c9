import Foundation
import SalesClient
import SalesCore
import Testing

/// What every ``QuoteStore`` promises, run against every implementation (as essential-feed's
/// `FeedStoreSpecs`): a new store joins ``QuoteStoreImplementation`` and passes these, or is not done.
@Suite struct QuoteStoreSpecs {
    @Test(arguments: QuoteStoreImplementation.allCases)
    func loadsAnEmptyQuoteWhenNothingWasSaved(_ implementation: QuoteStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        #expect(try sut.store.load().lines.isEmpty)
    }

    @Test(arguments: QuoteStoreImplementation.allCases)
    func keepsWhatAnUpdateSavedForTheNextReader(_ implementation: QuoteStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        try sut.store.update { (quote: inout Quote) throws(ClientError) in
            try add(&quote, "M", "Mac mini", "599.99", "EUR", 2)
        }
        let reloaded = try sut.reopened().load()
        #expect(reloaded.lines.map(\.product.name) == ["Mac mini"])
        #expect(reloaded.lines.first?.unitPrice == Money(amount: try decimal("599.99"), currency: try code("EUR")))
        #expect(reloaded.lines.first?.quantity == 2)
    }

    @Test(arguments: QuoteStoreImplementation.allCases)
    func returnsWhatTheChangeReturnsAndSeesEarlierChanges(_ implementation: QuoteStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        for _ in 0..<3 {
            try sut.store.update { (quote: inout Quote) throws(ClientError) in
                try add(&quote, "M", "Mac mini", "1", "USD", 1)
            }
        }
        let quantity = try sut.store.update { (quote: inout Quote) throws(ClientError) in quote.lines.first?.quantity }
        #expect(quantity == 3)
    }

    @Test(arguments: QuoteStoreImplementation.allCases)
    func aChangeThatFailsLeavesTheQuoteAsItWas(_ implementation: QuoteStoreImplementation) throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        try sut.store.update { (quote: inout Quote) throws(ClientError) in
            try add(&quote, "M", "Mac mini", "1", "USD", 1)
        }
        #expect(throws: ClientError.usage("no")) {
            try sut.store.update { (quote: inout Quote) throws(ClientError) in
                quote = Quote()
                throw .usage("no")
            }
        }
        #expect(try sut.reopened().load().lines.count == 1)
    }

    @Test(arguments: QuoteStoreImplementation.allCases)
    func concurrentChangesAllLand(_ implementation: QuoteStoreImplementation) async throws {
        let sut = try implementation.make()
        defer { sut.cleanUp() }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    _ = try? sut.reopened().update { (quote: inout Quote) throws(ClientError) in
                        try add(&quote, "M", "Mac mini", "1", "USD", 1)
                    }
                }
            }
        }
        #expect(try sut.store.load().lines.first?.quantity == 20)
    }
}

/// Every quote store, made fresh for one test.
enum QuoteStoreImplementation: String, CaseIterable, Sendable {
    case file
    case memory

    typealias SUT = StoreUnderSpec<any QuoteStore>

    func make() throws -> SUT {
        switch self {
        case .file:
            let folder = try temporaryDirectory()
            let data = folder.appendingPathComponent("data")
            return SUT(
                store: FileQuoteStore(directory: data), reopened: { FileQuoteStore(directory: data) },
                cleanUp: { try? FileManager.default.removeItem(at: folder) })
        case .memory:
            let store = InMemoryQuoteStore()
            return SUT(store: store, reopened: { store }, cleanUp: {})
        }
    }
}
