import ArgumentParser
import SalesCore

/// A currency code typed by a person: any case, checked as three letters.
enum CurrencyArgument {
    static func parse(_ text: String, name: String) throws(ValidationError) -> CurrencyCode {
        do {
            return try ClientConfiguration.currency(text)
        } catch {
            throw ValidationError("\(name) must be a three-letter currency code such as EUR, not '\(text.prefix(16))'")
        }
    }
}
