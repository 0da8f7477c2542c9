/// CLDR's plural categories: which form of a counted word a number takes in a language.
package enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}
