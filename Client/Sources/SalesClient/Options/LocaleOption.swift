import ArgumentParser
import SalesCore
import SalesSupport

/// `--locale`: the locale figures are written in, over the environment's (``ReaderLocale``).
package struct LocaleOption: ParsableArguments, Sendable {
    @Option(
        help:
            "The locale words and figures are written in, e.g. de_DE or pt-BR (default: LC_ALL, then LC_MESSAGES for words and LC_NUMERIC for figures, then LANG; C: as always). JSON, CSV and TSV never change."
    )
    package var locale: String?

    package init() {}

    package func validate() throws {
        if let locale, ReaderLocale.identifier(of: locale) == nil, !["C", "POSIX"].contains(locale) {
            throw ValidationError("--locale \(locale.terminalSafe) names no locale: give one such as de_DE, pt-BR or C")
        }
    }

    /// How the reader's figures are written: this flag, else `environment`'s variables.
    package func numbers(environment: [String: String]) -> ReaderFormats {
        ReaderLocale.numbers(flag: locale, environment: environment).numbers
    }

    /// The reader's words: this flag, else `environment`'s variables (``ReaderLocale/words(flag:environment:)``).
    package func words(environment: [String: String]) -> Words {
        ReaderLocale.words(flag: locale, environment: environment)
    }
}
