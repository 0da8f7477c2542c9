/// The words of a page answered instead of the one asked for — a refusal, a page or product not
/// found, figures not ready —, worded once per language in the catalogs (``WordCatalog``). What it
/// quotes from elsewhere (why the figures could not be loaded) stays as it came.
package enum RefusalPhrase: Sendable, Equatable {
    /// A refusal page's title, by what happened (``title(forStatus:)``).
    case cannotAnswer, notOpen, noSuchPage, notAWay, tooMuchSent, figuresNotLoaded, notReady, wentWrong
    /// What a page says instead of the figures.
    case noSuchProduct, stillLoading, notAPeriod, notACurrencyCode, unavailable
    /// The figures could not be loaded, and why (the reason as it came).
    case couldNotLoad(String)

    /// The title of a refusal answered with `status`: what happened, in words, not the status's name.
    package static func title(forStatus status: Int) -> RefusalPhrase {
        switch status {
        case 400: .cannotAnswer
        case 403: .notOpen
        case 404: .noSuchPage
        case 405: .notAWay
        case 413: .tooMuchSent
        case 502: .figuresNotLoaded
        case 503: .notReady
        default: .wentWrong
        }
    }

    /// The phrase with its argument replaced by `{0}`, and the argument (``Phrase/template``).
    var template: (phrase: RefusalPhrase, arguments: [String]) {
        switch self {
        case .couldNotLoad(let reason): (.couldNotLoad("{0}"), [reason])
        default: (self, [])
        }
    }
}
