import Foundation
import SalesConfiguration
import SalesCore

extension SettingParser where Value == CurrencyCode {
    /// A currency code as people type it: three ASCII letters in any case, surrounding spaces
    /// ignored (`eur`, ` GBP `; not `uſd`, whose `ſ` only Unicode case mapping makes an `S`).
    static let currencyCode = Self(expecting: "a three-letter currency code such as EUR") { text in
        let letters = text.trimmingCharacters(in: .whitespaces).utf8
        guard letters.count == 3 else { return nil }
        return CurrencyCode(utf8: letters.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) ? $0 - 0x20 : $0 })
    }
}
