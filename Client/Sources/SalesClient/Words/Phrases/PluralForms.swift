/// A counted phrase's forms in one language, one type per CLDR rule set, so a catalog cannot leave
/// out a form its language's rule asks for (the build fails): English and German need `one` and
/// `other`; French and Brazilian Portuguese `one`, `many` and `other`, `one` for 0 and 1; Spanish
/// the same with `one` for 1 alone; Japanese and Chinese one form; Arabic six. Each form is a
/// template in which `{n}` stands for the count (a form for exactly one value — Arabic's `one` and
/// `two` — may leave it out, as CLDR's examples do). The rules are CLDR's for whole numbers
/// (`v = 0`): counts are never fractions.
package protocol PluralForms: Sendable {
    /// The category `count` takes under this rule set.
    static func category(of count: Int) -> PluralCategory
    /// The form for `category` (a rule set's own categories only).
    func template(_ category: PluralCategory) -> String
}

extension PluralForms {
    /// The form for `count`, `{n}` replaced by `number` (the count as the page writes it).
    package func text(_ count: Int, number: String) -> String {
        template(Self.category(of: count)).replacingOccurrences(of: "{n}", with: number)
    }

    /// Millions exactly (1,000,000, 2,000,000…): French, Spanish and Portuguese's `many`
    /// ("1 000 000 de ventes").
    static func isWholeMillions(_ count: Int) -> Bool {
        count != 0 && count % 1_000_000 == 0
    }
}

/// English, German: `one` for 1, `other` else.
package struct OneOther: PluralForms {
    let one: String
    let other: String
    package init(one: String, other: String) {
        self.one = one
        self.other = other
    }
    package static func category(of count: Int) -> PluralCategory { count == 1 ? .one : .other }
    package func template(_ category: PluralCategory) -> String { category == .one ? one : other }
}

/// Forms for `one`, `many` and `other`: French, Portuguese and Spanish, whose rules differ in
/// which counts are `one`.
package protocol OneManyOtherForms: PluralForms {
    var one: String { get }
    var many: String { get }
    var other: String { get }
}

extension OneManyOtherForms {
    package func template(_ category: PluralCategory) -> String {
        category == .one ? one : category == .many ? many : other
    }
}

/// French, Brazilian Portuguese: `one` for 0 and 1, `many` for whole millions, `other` else.
package struct ZeroOrOneManyOther: OneManyOtherForms {
    package let one, many, other: String
    package init(one: String, many: String, other: String) {
        (self.one, self.many, self.other) = (one, many, other)
    }
    package static func category(of count: Int) -> PluralCategory {
        count == 0 || count == 1 ? .one : isWholeMillions(count) ? .many : .other
    }
}

/// Spanish: `one` for 1, `many` for whole millions, `other` else.
package struct OneManyOther: OneManyOtherForms {
    package let one, many, other: String
    package init(one: String, many: String, other: String) {
        (self.one, self.many, self.other) = (one, many, other)
    }
    package static func category(of count: Int) -> PluralCategory {
        count == 1 ? .one : isWholeMillions(count) ? .many : .other
    }
}

/// Japanese, Chinese: one form for every count.
package struct OtherOnly: PluralForms {
    let other: String
    package init(_ other: String) { self.other = other }
    package static func category(of count: Int) -> PluralCategory { .other }
    package func template(_ category: PluralCategory) -> String { other }
}

/// Arabic: `zero`, `one`, `two`, `few` (3–10 in the last two digits), `many` (11–99), `other`.
package struct SixForms: PluralForms {
    let zero: String
    let one: String
    let two: String
    let few: String
    let many: String
    let other: String
    package init(zero: String, one: String, two: String, few: String, many: String, other: String) {
        (self.zero, self.one, self.two, self.few, self.many, self.other) = (zero, one, two, few, many, other)
    }
    /// One sentence for every form: the count written as a figure where no word agrees with it.
    package init(every: String) {
        self.init(zero: every, one: every, two: every, few: every, many: every, other: every)
    }
    package static func category(of count: Int) -> PluralCategory {
        let lastTwo = count.magnitude % 100
        switch count {
        case 0: return .zero
        case 1: return .one
        case 2: return .two
        default: return (3...10).contains(lastTwo) ? .few : (11...99).contains(lastTwo) ? .many : .other
        }
    }
    package func template(_ category: PluralCategory) -> String {
        switch category {
        case .zero: zero
        case .one: one
        case .two: two
        case .few: few
        case .many: many
        case .other: other
        }
    }
}
