import Foundation
import SalesClient
import SalesCrypto
import SalesSupport
import SalesTeam
import SalesWeb

/// The team's sessions as the pages use them: found from a cookie (by its hash, within the idle
/// and absolute limits, its token opened for this request), made at sign-in (a new 256-bit id
/// every time), ended one by one or all of a user's at once.
package struct TeamSessions: Sendable {
    /// What the door found for a browser.
    package struct Found: Sendable {
        package let session: WebSessions.Session
        package let account: WebAccount
        /// The user's own zone, currency and locale (none chosen: empty), found with the session.
        package let settings: UserSettings
    }

    let store: any TeamSessionStore
    let sealer: TokenSealer
    let idle: Duration
    let lifetime: Duration
    /// The time now: the clock a test injects.
    let now: @Sendable () -> Date

    package init(
        store: any TeamSessionStore, sealer: TokenSealer, idle: Duration, lifetime: Duration,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.store = store
        self.sealer = sealer
        self.idle = idle
        self.lifetime = lifetime
        self.now = now
    }

    /// The session `cookie` names, if it is one, still alive, and its token opens, with its user's
    /// settings — one question to the store (and a last-seen written now and then); `nil` otherwise.
    package func find(cookie: String?) async throws(TeamStoreError) -> Found? {
        guard let cookie, let id = Secret(text: cookie), cookie.utf8.count == 64, let hash = SessionIDHash.of(cookie),
            let signedIn = try await store.signedIn(idHash: hash)
        else { return nil }
        let stored = signedIn.session
        let time = now().millisecondsSince1970
        guard stored.lastSeen > time - idle.milliseconds, stored.createdAt > time - lifetime.milliseconds,
            let token = sealer.open(stored.sealedToken, username: stored.username, sessionHash: hash),
            let formToken = sealer.formToken(sessionID: cookie).flatMap(Secret.init(text:))
        else {
            try await store.delete(idHash: hash)
            return nil
        }
        // Last seen to a fraction of the idle limit (a minute at most): a session in use never
        // looks idle, and a page writes it once in a while, not every time.
        if time - stored.lastSeen >= touchInterval.milliseconds { try await store.touch(idHash: hash, at: time) }
        return Found(
            session: WebSessions.Session(id: id, formToken: formToken),
            account: WebAccount(username: stored.username, token: token, sessionHash: hash),
            settings: signedIn.settings)
    }

    /// A new session for `username` with the sales API's `token`; its id, for the cookie.
    package func create(username: String, token: String, userAgent: String, address: String)
        async throws(TeamStoreError) -> String
    {
        let id: String
        do {
            let bytes = try AESGCM.randomBytes(32)
            id = Hex.lowercaseString(bytes)
        } catch {
            throw TeamStoreError("no random bytes for a session id: \(error)")
        }
        guard let hash = SessionIDHash.of(id) else { throw TeamStoreError("the session id could not be hashed") }
        let time = now().millisecondsSince1970
        try await store.insert(
            TeamSession(
                idHash: hash, username: username,
                sealedToken: try sealer.seal(token, username: username, sessionHash: hash),
                formToken: "", createdAt: time, lastSeen: time,
                userAgent: String(userAgent.prefix(256)), address: String(address.prefix(64))))
        // A user's sessions are bounded: the one unused longest ends first.
        try await store.trim(username: username, keeping: Self.maximumPerUser)
        return id
    }

    /// How many sessions (devices) a user keeps at most: Devices says so.
    package static let maximumPerUser = 20

    /// How long a session's last-seen time may lag: a quarter of the idle limit, a minute at most.
    var touchInterval: Duration { min(.seconds(60), idle / 4) }

    package func end(_ account: WebAccount) async throws(TeamStoreError) {
        try await store.delete(idHash: account.sessionHash)
    }

    package func endAll(_ account: WebAccount) async throws(TeamStoreError) {
        try await store.deleteAll(username: account.username)
    }

    /// Ends one of `account`'s own sessions, named by its hash written in hex (as Devices names
    /// it); another user's, or none, is left alone.
    package func endOwn(_ account: WebAccount, hashed named: String) async throws(TeamStoreError) {
        guard let own = try await list(account).first(where: { Hex.lowercaseString($0.idHash) == named }) else {
            return
        }
        try await store.delete(idHash: own.idHash)
    }

    package func list(_ account: WebAccount) async throws(TeamStoreError) -> [TeamSession] {
        try await store.sessions(username: account.username)
    }

    /// Seconds a session cookie lasts: the absolute lifetime.
    package var cookieMaxAge: Int64 { lifetime.wholeSeconds }
}
