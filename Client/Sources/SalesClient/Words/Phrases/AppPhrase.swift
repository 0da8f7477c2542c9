/// The full-screen app's own words — its keys' help, its statuses, its login form, a list with
/// nothing to show —, worded once per language in the catalogs (``WordCatalog``). The keys
/// themselves (`q`, `r`, `⏎`, `Esc`) are the same in every language.
package enum AppPhrase: Sendable, Equatable {
    /// The smallest window the app draws in (its columns and rows, as written).
    case windowTooSmall(String, String)
    /// What the header says while it waits.
    case loadingStatus, loggingInStatus, loggingOutStatus
    case logOutQuestion
    /// The login form's title (the server's host, made safe for a terminal).
    case logInTo(String)
    case usernameLabel, passwordLabel, loggingIn
    /// Each screen's keys: in full, and for a narrow window.
    case loginKeys, loginKeysShort, detailKeys, detailKeysShort, listKeys, listKeysShort
    case filterKeys, filterKeysShort
    /// A list with nothing to show.
    case loadingList, noDataRetry, noProducts
    /// No product's name holds the filter (as typed, made safe for a terminal).
    case noProductMatches(String)

    /// The phrase with each argument replaced by `{0}`, `{1}`…, and the arguments (``Phrase/template``).
    var template: (phrase: AppPhrase, arguments: [String]) {
        switch self {
        case .windowTooSmall(let columns, let rows): (.windowTooSmall("{0}", "{1}"), [columns, rows])
        case .logInTo(let host): (.logInTo("{0}"), [host])
        case .noProductMatches(let filter): (.noProductMatches("{0}"), [filter])
        default: (self, [])
        }
    }
}
