/// Where a running `sales web` says how to reach it, one per data folder: a second start reads it
/// and opens the running one instead of starting another (as Jupyter and Syncthing do).
package protocol WebServerRegistry: Sendable {
    /// The server last registered, if any (it may have ended without a word: ask it).
    func current() throws(ClientError) -> RunningWebServer?
    func register(_ server: RunningWebServer) throws(ClientError)
    /// Forgets `server`, only if it is still the one registered (a later start may have replaced it).
    func unregister(_ server: RunningWebServer) throws(ClientError)
}
