import Foundation
import SalesClient
import SalesCore
import SalesLocalCopy
import Synchronization

/// A local copy store that records what is asked of it and fails where told to.
final class LocalCopyStoreSpy: LocalCopyStore {
    enum Message: Equatable {
        case load(String)
        case rates(String)
        case saveCatalog(String, fetchedAt: Date, LocalCopyGeneration)
        case saveRates(String, [CurrencyCode: CachedRates], LocalCopyGeneration)
        case deleteAll
    }

    private let state: Mutex<(copy: LocalCopy?, messages: [Message], needs: [CatalogNeeds])>
    private let failure: ClientError?
    private let saveGate: DispatchSemaphore?

    /// A store holding `copy`; every call fails with `failure` when given. With `saveGate`, a
    /// catalog's save waits for it to be signalled before it is recorded (and fails or not).
    init(copy: LocalCopy? = nil, failure: ClientError? = nil, saveGate: DispatchSemaphore? = nil) {
        state = Mutex((copy, [], []))
        self.failure = failure
        self.saveGate = saveGate
    }

    var messages: [Message] { state.withLock { $0.messages } }
    /// What each load said it needs, in order.
    var loadsNeeded: [CatalogNeeds] { state.withLock { $0.needs } }

    func load(for user: String, needs: CatalogNeeds) throws(ClientError) -> LocalCopy? {
        state.withLock { $0.needs.append(needs) }
        try record(.load(user))
        return state.withLock { $0.copy }
    }

    func rates(for user: String) throws(ClientError) -> [CurrencyCode: CachedRates] {
        try record(.rates(user))
        return state.withLock { $0.copy?.rates ?? [:] }
    }

    func generation() throws(ClientError) -> LocalCopyGeneration { LocalCopyGeneration("spy") }

    func saveCatalog(
        _ catalog: Catalog, leftOut: LeftOut, fetchedAt: Date, for user: String, in generation: LocalCopyGeneration
    ) throws(ClientError) {
        saveGate?.wait()
        try record(.saveCatalog(user, fetchedAt: fetchedAt, generation))
    }

    func saveRates(_ rates: [CurrencyCode: CachedRates], for user: String, in generation: LocalCopyGeneration)
        throws(ClientError)
    {
        try record(.saveRates(user, rates, generation))
    }

    func delete(for user: String) throws(ClientError) {}

    func deleteAll() throws(ClientError) {
        try record(.deleteAll)
    }

    private func record(_ message: Message) throws(ClientError) {
        state.withLock { $0.messages.append(message) }
        if let failure { throw failure }
    }
}
