/// One language's words: every ``Phrase``, ``FormPhrase``, ``ListingPhrase``, ``NoticePhrase``,
/// ``RefusalPhrase``, ``AppPhrase`` and ``ColumnHeading``, each worded in a `switch` without a default — a phrase a catalog lacks fails
/// the build.
package protocol PhraseCatalog {
    static func text(_ phrase: Phrase) -> String
    static func text(_ phrase: ListingPhrase) -> String
    static func text(_ phrase: FormPhrase) -> String
    static func text(_ phrase: NoticePhrase) -> String
    static func text(_ phrase: RefusalPhrase) -> String
    static func text(_ phrase: AppPhrase) -> String
    static func heading(_ heading: ColumnHeading) -> String
}

/// A language's whole catalog: its phrases, and each ``Counted`` phrase in the forms its
/// language's plural rule asks for (``PluralForms``: a form left out fails the build too).
/// `make lint` (scripts/check-words.py) checks what the compiler cannot: that each argument of a
/// phrase is used by every language, and that every form of a counted phrase says its count.
package protocol WordCatalog: PhraseCatalog {
    associatedtype Forms: PluralForms
    static func forms(_ counted: Counted) -> Forms
}

/// A phrase that can stand with its arguments replaced by `{0}`, `{1}`… (what the pseudo-locale
/// transforms: our words, never the arguments).
protocol TemplatedPhrase {
    var template: (phrase: Self, arguments: [String]) { get }
}

extension Phrase: TemplatedPhrase {}
extension ListingPhrase: TemplatedPhrase {}
extension NoticePhrase: TemplatedPhrase {}
extension RefusalPhrase: TemplatedPhrase {}
extension AppPhrase: TemplatedPhrase {}
