import Foundation

/// Where a running `sales web` says how to reach it, one per data folder: a second start reads it
/// and opens the running one instead of starting another (as Jupyter and Syncthing do).
package protocol WebInstanceRegistry: Sendable {
    /// The server last registered, if any (it may have ended without a word: ask it).
    func current() throws(ClientError) -> RunningWebInstance?
    func register(_ server: RunningWebInstance) throws(ClientError)
    /// Forgets `server`, only if it is still the one registered (a later start may have replaced it),
    /// and its page for the browser.
    func unregister(_ server: RunningWebInstance) throws(ClientError)
    /// Keeps `page` — one that sends the browser on to the address with its one-time key — where
    /// only this user can read it, for the browser to be opened on instead of the address itself:
    /// a command line is visible to every user of the machine, a private file is not. Its
    /// location; `nil` when there is no private folder to keep it in.
    func keepOpeningPage(_ page: String) throws(ClientError) -> URL?
    /// Waits until no other start of `sales web` of this data folder is between its look for a
    /// running server and its entry, then holds that place until released: two starts at the same
    /// moment make one server, and the other opens it.
    func holdStart() throws(ClientError) -> HeldLock
}
