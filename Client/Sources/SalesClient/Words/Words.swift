import SalesCore

/// The words a reader reads: one language's catalog (``WordCatalog``), or the pseudo-locale `en-XA` —
/// English accented, 40 % longer and in brackets (`[Ŝĥöŵ ~~]`), which shows in a browser journey
/// any word left in code rather than in the catalogs, and any layout that breaks with longer words.
/// Arguments (a user's name, a filter) and counts are never transformed.
package struct Words: Sendable, Hashable {
    package let language: Language
    /// The pseudo-locale (English's words transformed).
    package let isPseudo: Bool

    package init(_ language: Language) {
        self.language = language
        self.isPseudo = false
    }

    private init(pseudo: Void) {
        self.language = .english
        self.isPseudo = true
    }

    /// English: the source, and what a reader without a language of ours reads.
    package static let english = Words(.english)
    /// The pseudo-locale, `en-XA` (CLDR's name for the accented one).
    package static let pseudo = Words(pseudo: ())

    /// The words for a locale (`de_DE`, `pt-BR`, `en-XA`): its language when we write it, the
    /// pseudo-locale for `en_XA`, English otherwise (`nil` included).
    package init(locale identifier: String?) {
        guard let identifier else {
            self = .english
            return
        }
        let normalized = identifier.replacingOccurrences(of: "-", with: "_").lowercased()
        if normalized == "en_xa" || normalized.hasPrefix("en_xa.") || normalized.hasPrefix("en_xa@") {
            self = .pseudo
            return
        }
        self = Language(locale: identifier).map(Words.init) ?? .english
    }

    /// A page's `lang`: `de`, `ar`, `en-XA` for the pseudo-locale.
    package var tag: String { isPseudo ? "en-XA" : language.rawValue }

    /// The phrase in these words.
    package func callAsFunction(_ phrase: Phrase) -> String {
        guard isPseudo else { return Self.text(phrase, in: language) }
        let (template, arguments) = phrase.template
        return Self.filled(Self.pseudo(English.text(template)), arguments)
    }

    /// `text` with `{0}`, `{1}`… replaced by `arguments`, once, in one pass (an argument that holds
    /// `{1}` stays as written).
    private static func filled(_ text: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let index = Int(after[..<close]),
                arguments.indices.contains(index)
            {
                out += arguments[index]
                rest = after[after.index(after: close)...]
            } else {
                out.append("{")
                rest = after
            }
        }
        return out + rest
    }

    /// The listing's phrase in these words.
    package func callAsFunction(_ phrase: ListingPhrase) -> String {
        if isPseudo {
            let (template, arguments) = phrase.template
            return Self.filled(Self.pseudo(English.text(template)), arguments)
        }
        switch language {
        case .english: return English.text(phrase)
        case .german: return German.text(phrase)
        case .french: return French.text(phrase)
        case .spanish: return Spanish.text(phrase)
        case .portuguese: return Portuguese.text(phrase)
        case .japanese: return Japanese.text(phrase)
        case .chinese: return Chinese.text(phrase)
        case .arabic: return Arabic.text(phrase)
        }
    }

    /// The form's phrase in these words.
    package func callAsFunction(_ phrase: FormPhrase) -> String {
        if isPseudo { return Self.pseudo(English.text(phrase)) }
        switch language {
        case .english: return English.text(phrase)
        case .german: return German.text(phrase)
        case .french: return French.text(phrase)
        case .spanish: return Spanish.text(phrase)
        case .portuguese: return Portuguese.text(phrase)
        case .japanese: return Japanese.text(phrase)
        case .chinese: return Chinese.text(phrase)
        case .arabic: return Arabic.text(phrase)
        }
    }

    /// The notice's phrase in these words.
    package func callAsFunction(_ phrase: NoticePhrase) -> String {
        if isPseudo {
            let (template, arguments) = phrase.template
            return Self.filled(Self.pseudo(English.text(template)), arguments)
        }
        switch language {
        case .english: return English.text(phrase)
        case .german: return German.text(phrase)
        case .french: return French.text(phrase)
        case .spanish: return Spanish.text(phrase)
        case .portuguese: return Portuguese.text(phrase)
        case .japanese: return Japanese.text(phrase)
        case .chinese: return Chinese.text(phrase)
        case .arabic: return Arabic.text(phrase)
        }
    }

    /// A column's heading in these words.
    package func heading(_ heading: ColumnHeading) -> String {
        if isPseudo {
            if case .none = heading { return "" }
            let (template, arguments) = heading.template
            return Self.filled(Self.pseudo(English.heading(template)), arguments)
        }
        switch language {
        case .english: return English.heading(heading)
        case .german: return German.heading(heading)
        case .french: return French.heading(heading)
        case .spanish: return Spanish.heading(heading)
        case .portuguese: return Portuguese.heading(heading)
        case .japanese: return Japanese.heading(heading)
        case .chinese: return Chinese.heading(heading)
        case .arabic: return Arabic.heading(heading)
        }
    }

    /// `count` and what it counts, in the form the language's plural rule gives it: `1 sale`,
    /// `2,485 sales`, `2.485 Verkäufe`; the number as the commands write counts (the page's
    /// formats then write its digits, ``ReaderFormats/figures(in:)``).
    package func count(_ counted: Counted, _ count: Int) -> String {
        let number = MoneyFormatter().string(from: count)
        if isPseudo {
            let forms = English.forms(counted)
            return Self.pseudo(forms.template(OneOther.category(of: count)))
                .replacingOccurrences(of: "{n}", with: number)
        }
        switch language {
        case .english: return English.forms(counted).text(count, number: number)
        case .german: return German.forms(counted).text(count, number: number)
        case .french: return French.forms(counted).text(count, number: number)
        case .spanish: return Spanish.forms(counted).text(count, number: number)
        case .portuguese: return Portuguese.forms(counted).text(count, number: number)
        case .japanese: return Japanese.forms(counted).text(count, number: number)
        case .chinese: return Chinese.forms(counted).text(count, number: number)
        case .arabic: return Arabic.forms(counted).text(count, number: number)
        }
    }

    private static func text(_ phrase: Phrase, in language: Language) -> String {
        switch language {
        case .english: English.text(phrase)
        case .german: German.text(phrase)
        case .french: French.text(phrase)
        case .spanish: Spanish.text(phrase)
        case .portuguese: Portuguese.text(phrase)
        case .japanese: Japanese.text(phrase)
        case .chinese: Chinese.text(phrase)
        case .arabic: Arabic.text(phrase)
        }
    }

    /// English made pseudo: each ASCII letter accented, then 40 % longer (`~`, at least one), in
    /// brackets; `{0}` and `{n}` kept as they are.
    static func pseudo(_ text: String) -> String {
        var out = "["
        var inPlaceholder = false
        var letters = 0
        for character in text {
            if character == "{" { inPlaceholder = true }
            if inPlaceholder {
                out.append(character)
                if character == "}" { inPlaceholder = false }
                continue
            }
            if let accented = accents[character] {
                out.append(accented)
                letters += 1
            } else {
                out.append(character)
            }
        }
        return out + " " + String(repeating: "~", count: max(1, letters * 2 / 5)) + "]"
    }

    private static let accents: [Character: Character] = Dictionary(
        uniqueKeysWithValues: zip(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"))
}
