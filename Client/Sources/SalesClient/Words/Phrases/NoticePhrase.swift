/// The words of the notices a load brings — how old the figures or the rates are, what became of
/// the local copy, a currency the rates do not reach —, worded once per language in the catalogs
/// (``WordCatalog``). What a notice quotes from elsewhere (an error's own words) stays as it came.
package enum NoticePhrase: Sendable, Equatable {
    /// The time of the figures kept (the sales API away) or of the rates, as written in the reader's zone.
    case keptFiguresAsOf(String)
    case ratesAsOf(String)
    case leftOutOfEveryFigure, copyInFuture, notUsedNextFetch, copyNotRead, copyNotKept
    /// A currency (its code) the rates do not reach, and the one shown instead.
    case notConvertible(String)
    case showing(String)
    /// What a page shows without rates: no amounts in its currency.
    case noAmountsIn(String)

    /// The phrase with its argument replaced by `{0}`, and the argument (``Phrase/template``).
    var template: (phrase: NoticePhrase, arguments: [String]) {
        switch self {
        case .keptFiguresAsOf(let time): (.keptFiguresAsOf("{0}"), [time])
        case .ratesAsOf(let time): (.ratesAsOf("{0}"), [time])
        case .notConvertible(let code): (.notConvertible("{0}"), [code])
        case .showing(let code): (.showing("{0}"), [code])
        case .noAmountsIn(let code): (.noAmountsIn("{0}"), [code])
        default: (self, [])
        }
    }
}
