import Foundation
import SalesClient
import SalesCore
import SalesSupport
import Testing

@Suite struct ReaderLocaleTests {
    @Test func choosesAsTheCLibraryDoes() {
        let all = ["LC_ALL": "de_DE.UTF-8", "LC_NUMERIC": "fr_FR.UTF-8", "LANG": "ja_JP.UTF-8"]
        #expect(ReaderLocale.numbers(environment: all).identifier == "de_DE")
        #expect(ReaderLocale.numbers(environment: all.merging(["LC_ALL": ""]) { $1 }).identifier == "fr_FR")
        #expect(ReaderLocale.numbers(environment: ["LANG": "ja_JP.UTF-8"]).identifier == "ja_JP")
        #expect(ReaderLocale.numbers(flag: "pt-BR", environment: all).identifier == "pt_BR", "the flag wins")
    }

    @Test func writesTodaysNumbersForCPosixAndWhatNamesNoLanguage() {
        for value in ["C", "POSIX", "C.UTF-8", "", "xx_YY", "1234", "de_DE_x_y_z", "../../etc"] {
            #expect(ReaderLocale.numbers(environment: ["LANG": value]) == .plain, "\(value)")
        }
        #expect(ReaderLocale.numbers(environment: [:]) == .plain)
    }

    @Test func readsEachLocalesSymbolsFromICU() {
        #expect(ReaderLocale("de_DE.UTF-8").numbers.write("-1234567.25") == "-1.234.567,25")
        #expect(ReaderLocale("fr_FR").numbers.write("1234567.25") == "1\u{202F}234\u{202F}567,25")
        #expect(ReaderLocale("de_CH").numbers.write("1234567.25") == "1’234’567.25")
        #expect(ReaderLocale("en_IN").numbers.write("12345678.90") == "1,23,45,678.90")
        #expect(ReaderLocale("ar_EG").numbers.write("1234.5") == "١٬٢٣٤٫٥")
        #expect(ReaderLocale("ar_EG").numbers.percent("12.3") == "١٢٫٣٪", "no bidi mark: a page would show it")
        #expect(ReaderLocale("ar_EG").numbers.write("-1") == "-١")
        #expect(ReaderLocale("es_ES").numbers.write("1234.5") == "1234,5")
        #expect(ReaderLocale("ja_JP").numbers.write("1234.5") == "1,234.5")
        #expect(ReaderLocale("pt_BR").numbers.write("1234.5") == "1.234,5")
    }

    /// Days and months as CLDR writes them, through ICU: the order, the words, the digits.
    @Test func writesDaysAndMonthsAsEachLocaleDoes() {
        let day = "20 Jul 2024"
        #expect(ReaderLocale("de_DE").numbers.figures(in: day) == "20. Juli 2024")
        #expect(ReaderLocale("ja_JP").numbers.figures(in: day) == "2024年7月20日")
        #expect(ReaderLocale("fr_FR").numbers.figures(in: "1 Sep 2024") == "1 sept. 2024")
        #expect(ReaderLocale("pt_BR").numbers.figures(in: "Jul 2024") == "jul. de 2024")
        #expect(ReaderLocale("ar_EG").numbers.figures(in: day) == "٢٠ يوليو، ٢٠٢٤")
        #expect(ReaderLocale("en_US").numbers.figures(in: day) == "Jul 20, 2024")
        #expect(ReaderLocale("C").numbers.figures(in: day) == day)
    }

    /// Whatever the locale, the symbols read from ICU write what ICU itself writes, for random
    /// numbers a `Decimal` holds exactly — and beyond them, every digit.
    @Test(arguments: ["en_US", "de_DE", "fr_FR", "de_CH", "en_IN", "ar_EG", "ja_JP", "pt_BR", "es_ES", "zh_CN", "ar"])
    func writesWhatICUWrites(_ identifier: String) throws {
        let locale = Locale(identifier: identifier)
        let symbols = ReaderLocale(identifier).numbers
        var random = SeededRandomNumberGenerator(
            seed: UInt64(identifier.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        for _ in 0..<300 {
            let integer = String(random.next() % 1_000_000_000_000)
            let scale = Int(random.next() % 4)
            let fraction = String((0..<scale).map { _ in Character(String(random.next() % 10)) })
            let negative = random.next() % 3 == 0
            let text = (negative ? "-" : "") + integer + (scale > 0 ? "." + fraction : "")
            let decimal = try #require(Decimal(string: text))
            // Less the bidi marks ICU puts around a sign, which the symbols leave out (pages isolate
            // figures instead; terminals lay out no bidi text).
            let icu = String(
                decimal.formatted(.number.locale(locale).precision(.fractionLength(scale))).unicodeScalars.filter {
                    !([0x061C, 0x200E, 0x200F] as [UInt32]).contains($0.value)
                }.map(Character.init))
            #expect(symbols.write(text) == icu, "\(text)")
        }
    }

    /// A currency's code goes where ICU puts it for the locale — after the amount in German, French,
    /// Spanish, Arabic (past ICU's own space), before it elsewhere, as our text writes it.
    @Test(arguments: [
        "en_US", "de_DE", "fr_FR", "de_CH", "en_IN", "ar_EG", "ja_JP", "pt_BR", "es_ES", "zh_CN", "it_IT",
    ])
    func placesACurrencysCodeWhereICUPutsIt(_ identifier: String) throws {
        let locale = Locale(identifier: identifier)
        let symbols = ReaderLocale(identifier).numbers
        for text in ["1234.50", "1234567.89", "0.05", "12"] {
            let amount = try #require(Decimal(string: text))
            let places = text.split(separator: ".").dropFirst().first?.count ?? 0
            let icu = String(
                amount.formatted(
                    .currency(code: "EUR").presentation(.isoCode).locale(locale).precision(.fractionLength(places))
                ).unicodeScalars.filter { !([0x061C, 0x200E, 0x200F] as [UInt32]).contains($0.value) }.map(
                    Character.init))
            let ours = symbols.figures(in: "total: EUR " + ReaderFormats.plain.write(text))
            if icu.hasSuffix("EUR") {
                #expect(ours == "total: " + icu, "\(text)")
            } else {
                #expect(ours == "total: EUR " + symbols.write(text), "\(text)")
            }
        }
    }
}
