/// A notice as every front end shows it: its kind, its sentence, what the parenthesis says (why,
/// or when) and what follows from it. Plain text, neither made safe for a terminal nor escaped for
/// HTML: that is each front end's.
package struct NoticeViewModel: Equatable, Sendable {
    package enum Kind: String, Sendable {
        /// The figures are older than they would be online; trying again may help.
        case offline
        case warning
    }

    package let kind: Kind
    /// The sentence, starting lower-case: `figures as of 23 Nov 2026 14:02 UTC`.
    package let message: String
    /// Why, or when: `cannot reach the sales API: …`.
    package let detail: String?
    /// What follows from it: `not used; the next fetch replaces it`.
    package let consequence: String?

    package init(_ kind: Kind, _ message: String, detail: String? = nil, consequence: String? = nil) {
        self.kind = kind
        self.message = message
        self.detail = detail
        self.consequence = consequence
    }

    /// The sentence with its parenthesis and consequence:
    /// `the local copy is dated in the future (24 Nov 2026 15:02 UTC): not used; the next fetch replaces it`.
    package var sentence: String {
        message + (detail.map { " (\($0))" } ?? "") + (consequence.map { ": \($0)" } ?? "")
    }

    /// One line of a command's standard error: `warning: …`, `offline: …`.
    package var line: String { "\(kind.rawValue): \(sentence)" }
}
