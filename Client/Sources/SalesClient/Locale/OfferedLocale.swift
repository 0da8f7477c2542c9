/// The languages a manager may choose (Settings), each named in its own words, and the locale whose
/// formats it brings: English, German, French, Spanish, Brazilian Portuguese, Japanese, Simplified
/// Chinese and Arabic.
package struct OfferedLocale: Sendable, Equatable {
    /// The BCP 47 tag kept with the user: `de-DE`.
    package let tag: String
    /// The language's own name: `Deutsch`.
    package let name: String
    /// The language alone, for `lang`: `de`.
    package var language: String { String(tag.prefix { $0 != "-" }) }

    package static let all = [
        OfferedLocale(tag: "en-US", name: "English"), OfferedLocale(tag: "de-DE", name: "Deutsch"),
        OfferedLocale(tag: "fr-FR", name: "Français"), OfferedLocale(tag: "es-ES", name: "Español"),
        OfferedLocale(tag: "pt-BR", name: "Português (Brasil)"), OfferedLocale(tag: "ja-JP", name: "日本語"),
        OfferedLocale(tag: "zh-CN", name: "简体中文"), OfferedLocale(tag: "ar-EG", name: "العربية"),
    ]

    /// The offered locale `tag` names, byte for byte; `nil` for any other.
    package static func named(_ tag: String?) -> OfferedLocale? {
        guard let tag else { return nil }
        return all.first { Array($0.tag.utf8) == Array(tag.utf8) }
    }
}
