/// Every label and sentence of ours a page's frame and forms show — the header, the navigation,
/// signing in, a team's settings —, worded once per language in the catalogs
/// (``WordCatalog``; English is the source). The words of the periods and the pages' forms are
/// ``FormPhrase``s, the words around a listing ``ListingPhrase``s.
/// A phrase with an argument carries it: text of ours or from outside (a user's name), never
/// translated.
package enum Phrase: Sendable, Equatable {
    // The frame of every page.
    case skipToContent, mainNavigation, overview, products, reports, settings, devices
    case currency, show, refresh, logOut, quit, quitTitle, offline, note
    case signedInAs(String)
    /// `time`: the figures' time, as the page writes it.
    case figuresAsOf(String)
    /// A product's sales, a page at a time.
    case newer, older, pagesOfSales
    // Signing in.
    case logIn, userName, password
    // A team's settings.
    case timeZone, languageAndFormats, browsersLanguage, save, backToOverview
    case notAZone, notACurrency, notALanguage
    // A team's sign-out and devices.
    case signOutQuestion, signOut, cancel, signOutEverywhere, enterBoth, whereSignedIn
    case device, address, signedInAt, lastSeen
    /// A device's name, marked as the one reading the page.
    case thisDevice(String)
    /// How many devices stay signed in at most (the count as written).
    case atMostDevices(String)

    /// The phrase with each argument replaced by `{0}`, `{1}`…, and the arguments in that order: what
    /// the pseudo-locale transforms (its words, never the arguments).
    var template: (phrase: Phrase, arguments: [String]) {
        switch self {
        case .signedInAs(let user): (.signedInAs("{0}"), [user])
        case .figuresAsOf(let time): (.figuresAsOf("{0}"), [time])
        case .thisDevice(let device): (.thisDevice("{0}"), [device])
        case .atMostDevices(let count): (.atMostDevices("{0}"), [count])
        default: (self, [])
        }
    }
}
