import SalesClient

/// What the pages answer from: the figures as last loaded, or why there are none yet.
package enum WebFigures: Sendable {
    /// The first load has not answered yet.
    case loading
    case loaded(WebCatalog)
    /// No session with the sales API (none yet, or it expired): the pages ask to log in, saying
    /// why when there is a reason (`Session expired — log in again.`).
    case loggedOut(reason: String?)
    /// The last load failed (a server away with no copy to answer): why, for a page that says so.
    case failed(String)
}
