import Foundation
import SalesConfiguration
import SalesCore

extension SettingParser where Value == CurrencyCode {
    /// A currency code as people type it: three ASCII letters in any case, surrounding spaces
    /// ignored (`eur`, ` GBP `; not `uſd`, whose `ſ` only Unicode case mapping makes an `S`).
    package static let currencyCode = Self(expecting: "a three-letter currency code such as EUR") { text in
        CurrencyCode(anyCase: text.trimmingCharacters(in: .whitespaces))
    }
}
