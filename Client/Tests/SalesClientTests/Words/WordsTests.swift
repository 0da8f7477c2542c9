import SalesClient
import SalesCore
import Testing

struct WordsTests {
    @Test(arguments: [
        ("de_DE", Language.german), ("de-CH", .german), ("pt-BR", .portuguese), ("pt_PT", .portuguese),
        ("zh_Hans_CN", .chinese), ("ar-EG", .arabic), ("ja_JP", .japanese), ("fr_CA", .french), ("es", .spanish),
        ("it_IT", .english), ("en_IN", .english),
    ])
    func aLocaleReadsItsLanguagesWordsAndEnglishWhenWeWriteNone(locale: String, language: Language) {
        let words = Words(locale: locale)
        #expect(words.language == language)
        #expect(!words.isPseudo)
    }

    @Test func noLocaleCAndPOSIXReadTodaysEnglish() {
        for environment in [[:], ["LANG": "C"], ["LC_ALL": "POSIX"], ["LANG": "C.UTF-8"]] {
            #expect(ReaderLocale.words(environment: environment) == .english)
        }
    }

    @Test func wordsFollowLCMessagesOverLangAndLCAllOverBoth() {
        #expect(
            ReaderLocale.words(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"]).language == .japanese
        )
        #expect(ReaderLocale.words(environment: ["LC_ALL": "fr_FR", "LC_MESSAGES": "ja_JP"]).language == .french)
        #expect(ReaderLocale.words(environment: ["LC_NUMERIC": "de_DE"]) == .english, "numbers' variable is not words'")
        #expect(ReaderLocale.words(flag: "ar_EG", environment: ["LC_ALL": "fr_FR"]).language == .arabic)
    }

    @Test func arabicAloneIsWrittenRightToLeft() {
        #expect(Language.allCases.filter(\.isRightToLeft) == [.arabic])
        #expect(Words(locale: "ar_EG").language.direction == "rtl")
        #expect(Words.english.language.direction == "ltr")
    }

    @Test func englishIsTodaysWordsByteForByte() {
        let english = Words.english
        #expect(english(.signedInAs("alice")) == "Signed in as alice")
        #expect(english(.last12Months) == "Last 12 months")
        #expect(english.heading(.total("EUR")) == "TOTAL EUR")
        #expect(english.heading(.lastMonths(12)) == "LAST 12 MONTHS")
        #expect(english.heading(.none).isEmpty)
    }

    /// A translation says the same as English with each argument where its language puts it.
    @Test(arguments: [
        (Language.german, "Angemeldet als alice"), (.french, "Connecté en tant que alice"),
        (.japanese, "alice としてログイン中"), (.arabic, "تم تسجيل الدخول باسم alice"),
    ])
    func eachLanguagePlacesTheArgumentItself(language: Language, expected: String) {
        #expect(Words(language)(.signedInAs("alice")) == expected)
    }

    /// Every language but English words its phrases itself: a catalog that copied English would
    /// pass the build and the lint.
    @Test(arguments: Language.allCases.filter { $0 != .english })
    func eachLanguageTranslatesItsPhrases(language: Language) {
        let phrases: [Phrase] = [
            .overview, .products, .reports, .refresh, .logOut, .currency, .logIn, .password, .settings, .save,
            .languageAndFormats,
        ]
        let forms: [FormPhrase] = [.thisMonth, .allTime, .period, .sortBy, .givenDays, .by, .month]
        let listings: [ListingPhrase] = [.topProducts, .thisPeriod, .noSalesYet, .revenueByMonthIn("USD")]
        let words = Words(language)
        #expect(phrases.filter { words($0) == Words.english($0) }.isEmpty)
        #expect(forms.filter { words($0) == Words.english($0) }.isEmpty)
        #expect(listings.filter { words($0) == Words.english($0) }.isEmpty)
        #expect(words.heading(.product) != Words.english.heading(.product))
    }

    /// A counted sentence agrees with its count in each language, English's as it always read.
    @Test func aCountedSentenceAgreesWithItsCount() {
        #expect(Words.english.count(.unknownProductSales, 1) == "1 sale names a product that is not in the list")
        #expect(Words.english.count(.unknownProductSales, 2485) == "2,485 sales name products that are not in the list")
        #expect(
            Words(.german).count(.unknownProductSales, 3) == "3 Verkäufe nennen Produkte, die nicht in der Liste stehen"
        )
        #expect(Words(.french).count(.unknownProductSales, 0) == "0 vente désigne un produit absent de la liste")
        #expect(Words(.arabic).count(.months, 12) == "12 شهرًا")
        #expect(Words.english.count(.tryAgainInMinutes, 15) == "Too many failed sign-ins. Try again in 15 minutes.")
        #expect(
            Words(.german).count(.tryAgainInSeconds, 1)
                == "Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in 1 Sekunde erneut.")
    }

    /// Codes and names are never translated, not even as a heading's part.
    @Test func aCurrencyCodeStaysAsItCameInEveryHeading() {
        for language in Language.allCases {
            #expect(Words(language).heading(.total("EUR")).contains("EUR"))
            #expect(Words(language).heading(.code("EUR")) == "EUR")
        }
    }

    @Test func thePseudoLocaleAccentsLengthensAndBracketsOurWordsButNeverAnArgument() {
        let pseudo = Words(locale: "en-XA")
        #expect(pseudo.isPseudo)
        #expect(pseudo.tag == "en-XA")
        let text = pseudo(.signedInAs("alice {0}"))
        #expect(text.hasPrefix("[Šîĝñéđ îñ àš alice {0}"))
        #expect(text.hasSuffix("~]"))
        let english = Words.english(.languageAndFormats)
        let shown = pseudo(.languageAndFormats)
        #expect(shown.count >= english.count * 14 / 10)
        #expect(!shown.contains { $0.isASCII && $0.isLetter }, "every letter of ours accented")
        #expect(pseudo.heading(.total("EUR")).contains(" EUR"))
        #expect(pseudo.count(.sales, 2).hasPrefix("[2 "))
    }
}
