import Foundation
import SalesCore

/// The locale a reader's numbers are written in, chosen as the C library and gettext choose it:
/// `--locale` first, then `LC_ALL`, then the category's own variable (`LC_NUMERIC` for numbers),
/// then `LANG`. `C`, `POSIX`, empty or unset — or a value that names no language — is no locale:
/// every number is written as the commands always wrote them (``ReaderFormats/plain``), byte for
/// byte. Foundation's `Locale.current` is never asked: on Linux it answers `en_001` whatever the
/// environment says.
package struct ReaderLocale: Sendable, Equatable {
    /// The locale, `de_DE`; `nil` for none.
    package let identifier: String?
    /// How it writes numbers.
    package let numbers: ReaderFormats

    /// No locale: today's output.
    package static let plain = ReaderLocale(identifier: nil, numbers: .plain)

    /// A locale by its name, read as a `LANG` value is (`de_DE.UTF-8`, `pt-BR`, `ar_EG@latn`);
    /// ``plain`` for `C`, `POSIX` and what names no language.
    package init(_ value: String) {
        guard let identifier = Self.identifier(of: value) else {
            self = .plain
            return
        }
        self.init(identifier: identifier, numbers: ReaderFormats(locale: Locale(identifier: identifier)))
    }

    private init(identifier: String?, numbers: ReaderFormats) {
        self.identifier = identifier
        self.numbers = numbers
    }

    /// The locale numbers are written in: `flag`, else the environment as POSIX orders it.
    package static func numbers(flag: String? = nil, environment: [String: String]) -> ReaderLocale {
        ReaderLocale(chosen(flag: flag, category: "LC_NUMERIC", environment: environment) ?? "")
    }

    /// The words a reader reads: `flag`, else `LC_ALL`, `LC_MESSAGES`, `LANG` as gettext reads
    /// them; English for `C`, `POSIX`, unset and a language we do not write (``Words``).
    package static func words(flag: String? = nil, environment: [String: String]) -> Words {
        Words(locale: chosen(flag: flag, category: "LC_MESSAGES", environment: environment).flatMap(identifier(of:)))
    }

    /// The first of `flag`, `LC_ALL`, `category`, `LANG` that is set and not empty.
    package static func chosen(flag: String?, category: String, environment: [String: String]) -> String? {
        ([flag] + ["LC_ALL", category, "LANG"].map { environment[$0] }).lazy.compactMap { $0 }.first { !$0.isEmpty }
    }

    /// `de_DE.UTF-8@euro` → `de_DE`; `pt-BR` → `pt_BR`; `nil` for `C`, `POSIX`, `C.UTF-8` and what
    /// is not `language[_REGION]` with a language ISO 639 knows.
    package static func identifier(of value: String) -> String? {
        let name = value.prefix { $0 != "." && $0 != "@" }.replacingOccurrences(of: "-", with: "_")
        let parts = name.split(separator: "_", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter }), parts.count <= 3,
            parts.dropFirst().allSatisfy({
                (2...4).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            })
        else { return nil }
        let code = language.lowercased()
        guard Locale.LanguageCode(code).isISOLanguage else { return nil }
        return ([code] + parts.dropFirst().map(String.init)).joined(separator: "_")
    }
}
