/// One language's words: every ``Phrase``, ``FormPhrase``, ``ListingPhrase``, ``NoticePhrase``, ``ColumnHeading`` and ``Counted`` phrase, each worded
/// in a `switch` without a default — a phrase a catalog lacks fails the build — and each counted
/// phrase in the forms its language's plural rule asks for (``PluralForms``: a form left out fails
/// the build too). `make lint` (scripts/check-words.py) checks what the compiler cannot: that each
/// argument of a phrase is used by every language, and that every form of a counted phrase says
/// its count.
package protocol WordCatalog {
    associatedtype Forms: PluralForms
    static func text(_ phrase: Phrase) -> String
    static func text(_ phrase: ListingPhrase) -> String
    static func text(_ phrase: FormPhrase) -> String
    static func text(_ phrase: NoticePhrase) -> String
    static func heading(_ heading: ColumnHeading) -> String
    static func forms(_ counted: Counted) -> Forms
}
