import Foundation
import SalesClient
import SalesCore
import Synchronization
import TestKit

/// Keeps a token in memory, optionally failing to read or to delete.
final class TokenStoreSpy: TokenStore {
    private let state: Mutex<(token: AccessToken?, loadError: TokenStoreError?, deletions: Int, username: String?)>
    private let deleteError: TokenStoreError?

    init(
        token: AccessToken? = nil, username: String? = nil, loadError: TokenStoreError? = nil,
        deleteError: TokenStoreError? = nil
    ) {
        state = Mutex((token, loadError, 0, username))
        self.deleteError = deleteError
    }

    var token: AccessToken? { state.withLock { $0.token } }
    var deletions: Int { state.withLock { $0.deletions } }

    var username: String? { state.withLock { $0.username } }

    func load() throws(TokenStoreError) -> SavedSession? {
        let (token, error, _, username) = state.withLock { $0 }
        if let error { throw error }
        return token.map { SavedSession(token: $0, username: username) }
    }

    func save(_ session: SavedSession) throws(TokenStoreError) {
        state.withLock {
            $0.token = session.token
            $0.username = session.username
        }
    }

    private let allDeletions = Mutex(0)
    var allDeleted: Int { allDeletions.withLock { $0 } }

    func deleteAll() throws(TokenStoreError) {
        try delete()
        allDeletions.withLock { $0 += 1 }
    }

    func delete() throws(TokenStoreError) {
        if let deleteError { throw deleteError }
        state.withLock { state in
            state.token = nil
            state.loadError = nil
            state.deletions += 1
        }
    }
}
