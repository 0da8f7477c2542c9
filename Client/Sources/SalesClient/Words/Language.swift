/// A language SaleAssistant writes its words in: English (the source), German, French, Spanish,
/// Brazilian Portuguese, Japanese, Simplified Chinese and Arabic. Names and codes from the sales
/// API are never translated; only our own words are.
package enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case german = "de"
    case french = "fr"
    case spanish = "es"
    case portuguese = "pt"
    case japanese = "ja"
    case chinese = "zh"
    case arabic = "ar"

    /// The language of a locale (`de_CH`, `pt-BR`, `ar-EG`, `zh_Hans_CN`); `nil` for one we do not
    /// write (the reader then reads English).
    package init?(locale identifier: String) {
        let code = identifier.prefix { $0 != "_" && $0 != "-" }.lowercased()
        guard let language = Language(rawValue: code) else { return nil }
        self = language
    }

    /// Written right to left (Arabic): a page sets `dir="rtl"`.
    package var isRightToLeft: Bool { self == .arabic }

    /// `rtl` or `ltr`, for a page's `dir`.
    package var direction: String { isRightToLeft ? "rtl" : "ltr" }
}
