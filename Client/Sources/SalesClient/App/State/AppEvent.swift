import Foundation
import SalesCore

/// Everything that can happen to the app: keys, the window's size, and the answers of the work
/// it asked for (``AppEffect``).
package enum AppEvent: Sendable {
    case key(Key)
    case resize(TerminalSize)
    /// The catalog and the rates, loaded together (the rates may have failed on their own), and when.
    case loaded(Result<LoadedCatalog, ClientError>)
    /// The login asked for: the user name on success.
    case loggedIn(Result<String, ClientError>)
    case loggedOut(Result<Void, ClientError>)
    /// The spinner's next frame (sent only while something is under way), with how far a load
    /// has come when it says (``LoadProgress``).
    case tick(progress: String? = nil)
}

/// A loaded catalog, its rates (or why there are none), and when it was fetched.
package struct LoadedCatalog: Sendable {
    package let snapshot: CatalogSnapshot
    package let rates: Result<RateTable, ClientError>
    package let loadedAt: Date
    /// Why the sales API did not answer, when the figures are the local copy's instead.
    package let offline: ClientError?
    /// Kept rates that converted because the middleware could not answer.
    package let ratesOffline: OfflineRates?
    /// Why the local copy could not be read, when it could not: the figures were fetched anew.
    package let copyNotRead: ClientError?
    /// When the local copy says it was fetched, when that is in the future: it was not used.
    package let copyDatedInTheFuture: Date?
    /// What the stores said during the load (a damaged copy moved aside…), oldest first.
    package let notices: [String]

    package init(
        snapshot: CatalogSnapshot, rates: Result<RateTable, ClientError>, loadedAt: Date, offline: ClientError? = nil,
        ratesOffline: OfflineRates? = nil, copyNotRead: ClientError? = nil, copyDatedInTheFuture: Date? = nil,
        notices: [String] = []
    ) {
        self.snapshot = snapshot
        self.rates = rates
        self.loadedAt = loadedAt
        self.offline = offline
        self.ratesOffline = ratesOffline
        self.copyNotRead = copyNotRead
        self.copyDatedInTheFuture = copyDatedInTheFuture
        self.notices = notices
    }
}

/// The work the state asks for; the runner does it and answers with an ``AppEvent``.
package enum AppEffect: Equatable, Sendable {
    /// Load the catalog and the rates → ``AppEvent/loaded(_:)``.
    /// `refresh`: always from the sales API (`r`, a new login), never the local copy alone.
    case load(refresh: Bool)
    /// Log in → ``AppEvent/loggedIn(_:)``.
    case login(username: String, password: String)
    /// Forget the session → ``AppEvent/loggedOut(_:)``.
    case logout
    case quit
}
