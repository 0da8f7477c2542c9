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
        // `en-XA`, `en_XA.UTF-8`, `en_xa@…`: the pseudo-locale (read without Foundation: every page asks).
        let head = identifier.utf8.prefix(6).map { byte -> UInt8 in
            switch byte {
            case UInt8(ascii: "-"): UInt8(ascii: "_")
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
            default: byte
            }
        }
        if head.prefix(5).elementsEqual("en_xa".utf8),
            head.count == 5 || head[5] == UInt8(ascii: ".") || head[5] == UInt8(ascii: "@")
        {
            self = .pseudo
            return
        }
        self = Language(locale: identifier).map(Words.init) ?? .english
    }

    /// A page's `lang`: `de`, `ar`, `en-XA` for the pseudo-locale.
    package var tag: String { isPseudo ? "en-XA" : language.rawValue }

    /// The phrase in these words.
    package func callAsFunction(_ phrase: Phrase) -> String {
        isPseudo ? Self.pseudo(phrase, English.text) : catalog.text(phrase)
    }

    /// `phrase` in the pseudo-locale: English's words (`english`) transformed, its arguments as they are.
    private static func pseudo<P: TemplatedPhrase>(_ phrase: P, _ english: (P) -> String) -> String {
        let (template, arguments) = phrase.template
        return filled(pseudo(english(template)), arguments)
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
        isPseudo ? Self.pseudo(phrase, English.text) : catalog.text(phrase)
    }

    /// The form's phrase in these words.
    package func callAsFunction(_ phrase: FormPhrase) -> String {
        if isPseudo { return Self.pseudo(English.text(phrase)) }
        return catalog.text(phrase)
    }

    /// The notice's phrase in these words.
    package func callAsFunction(_ phrase: NoticePhrase) -> String {
        isPseudo ? Self.pseudo(phrase, English.text) : catalog.text(phrase)
    }

    /// The refusal's phrase in these words.
    package func callAsFunction(_ phrase: RefusalPhrase) -> String {
        isPseudo ? Self.pseudo(phrase, English.text) : catalog.text(phrase)
    }

    /// The full-screen app's phrase in these words.
    package func callAsFunction(_ phrase: AppPhrase) -> String {
        isPseudo ? Self.pseudo(phrase, English.text) : catalog.text(phrase)
    }

    /// A column's heading in these words.
    package func heading(_ heading: ColumnHeading) -> String {
        if isPseudo {
            if case .none = heading { return "" }
            let (template, arguments) = heading.template
            return Self.filled(Self.pseudo(English.heading(template)), arguments)
        }
        return catalog.heading(heading)
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

    /// The language's catalog, for every phrase but a counted one (whose forms' type is the
    /// language's own: ``count(_:_:)``).
    private var catalog: any PhraseCatalog.Type {
        switch language {
        case .english: English.self
        case .german: German.self
        case .french: French.self
        case .spanish: Spanish.self
        case .portuguese: Portuguese.self
        case .japanese: Japanese.self
        case .chinese: Chinese.self
        case .arabic: Arabic.self
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
