import Foundation
import SalesCore

/// The client's use cases over the API, the token store and the local copy: logging in and out,
/// loading the catalog (products and sales together) and the rates. The loading itself is composed
/// of small loaders (the `Loading` folder); the session holds what spans them — the token, the
/// store's generation, a 401 ending the session, the offline answer's rates.
package struct SalesSession: Sendable {
    let api: SalesAPI
    let tokens: any TokenStore
    let copies: any LocalCopyStore
    let catalogs: any CatalogLoader
    let rates: any RatesLoader
    package let now: @Sendable () -> Date

    /// A session over loaders composed elsewhere (`SalesSession+Composed.swift` composes the
    /// client's).
    package init(
        api: SalesAPI, tokens: any TokenStore, copies: any LocalCopyStore, catalogs: any CatalogLoader,
        rates: any RatesLoader, now: @escaping @Sendable () -> Date
    ) {
        self.api = api
        self.tokens = tokens
        self.copies = copies
        self.catalogs = catalogs
        self.rates = rates
        self.now = now
    }

    /// Logs in and keeps the token. Empty credentials are refused before any request.
    package func login(username: String, password: String) async throws(ClientError) {
        guard !username.isEmpty, !password.isEmpty else { throw .usage("username and password must not be empty") }
        let token = try await api.login(username: username, password: password)
        do {
            try tokens.save(SavedSession(token: token, username: username))
        } catch {
            throw .storage(error.description)
        }
    }

    /// Forgets the token; `false` when there was none. A session that exists but cannot be read
    /// counts as one (it is deleted all the same); a file system that refuses is an error.
    /// The user's local copy goes with the session.
    @discardableResult
    package func logout() throws(ClientError) -> Bool {
        let hadToken: Bool
        var user: String?
        do {
            let saved = try tokens.load()
            hadToken = saved != nil
            user = saved.map { $0.username ?? "" }
        } catch .unreadable {
            hadToken = true
        } catch {
            throw .storage(error.description)
        }
        if let user { try copies.delete(for: user) }
        try deleteToken()
        return hadToken
    }

    /// Forgets everything of this client on this machine: every saved session and the key, then
    /// every user's local copy and kept rates (`sales logout --all`, for a shared or lent machine).
    /// The key goes first: a load still under way sealed its copy with it, and is refused.
    package func logoutAll() throws(ClientError) {
        do {
            try tokens.deleteAll()
        } catch {
            throw .storage(error.description)
        }
        try copies.deleteAll()
    }

    package func token() throws(ClientError) -> AccessToken {
        try saved().token
    }

    /// The saved session (token and user name). An unreadable session file is removed and
    /// reported as logged out.
    package func saved() throws(ClientError) -> SavedSession {
        let saved: SavedSession?
        do {
            saved = try tokens.load()
        } catch .unreadable(let reason) {
            try deleteToken()
            throw .sessionUnreadable(reason)
        } catch {
            throw .storage(error.description)
        }
        guard let saved else { throw .notLoggedIn }
        return saved
    }

    /// The products alone (for naming one without loading every sale). A 401 ends the session.
    package func products() async throws(ClientError) -> [Product] {
        let token = try token()
        do {
            return try await api.products(token: token).elements
        } catch .sessionExpired {
            try deleteToken()
            throw .sessionExpired
        }
    }

    /// Deletes the saved token; a failure is reported, never left silently in place.
    func deleteToken() throws(ClientError) {
        do {
            try tokens.delete()
        } catch {
            throw .storage(error.description)
        }
    }
}
