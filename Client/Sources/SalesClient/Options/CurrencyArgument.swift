import ArgumentParser
import SalesConfiguration
import SalesCore

/// A currency code typed by a person: any case, checked as three letters.
enum CurrencyArgument {
    static func parse(_ text: String, name: String) throws(ValidationError) -> CurrencyCode {
        do {
            return try SettingParser.currencyCode.parse(text, from: name)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
