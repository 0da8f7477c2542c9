import SalesCore
import SalesSupport
import Testing

@Suite struct ReaderFormatsTests {
    /// 38 significant digits, and the two decimals an amount may have beyond them.
    private let longest = "-12345678901234567890123456789012345678.25"

    @Test func writesTodaysNumbersWithoutALocale() {
        #expect(ReaderFormats.plain.write("-1234567.89") == "-1,234,567.89")
        #expect(ReaderFormats.plain.write("1,234,567.89") == "1,234,567.89", "grouped text reads the same")
        #expect(ReaderFormats.plain.write("999") == "999")
        #expect(ReaderFormats.plain.percent("12.3") == "12.3 %")
    }

    @Test func writesEveryDigitOfTheLongestAmountInEachLocalesWay() {
        let german = symbols(decimal: ",", grouping: ".")
        #expect(german.write(longest) == "-12.345.678.901.234.567.890.123.456.789.012.345.678,25")
        let swiss = symbols(decimal: ".", grouping: "\u{2019}")
        #expect(swiss.write(longest) == "-12’345’678’901’234’567’890’123’456’789’012’345’678.25")
        let french = symbols(decimal: ",", grouping: "\u{202F}")
        #expect(french.write("1234567.5") == "1\u{202F}234\u{202F}567,5")
    }

    @Test func groupsByTwosBeforeTheLastThreeInIndia() {
        let india = symbols(decimal: ".", grouping: ",", secondary: 2)
        #expect(india.write("12345678.90") == "1,23,45,678.90")
        #expect(india.write("12345") == "12,345")
        #expect(india.write(longest) == "-1,23,45,67,89,01,23,45,67,89,01,23,45,67,89,01,23,45,678.25")
    }

    @Test func leavesFourDigitsUngroupedWhereAGroupNeedsTwoBeforeIt() {
        let spanish = symbols(decimal: ",", grouping: ".", minimum: 2)
        #expect(spanish.write("1234.5") == "1234,5")
        #expect(spanish.write("12345.5") == "12.345,5")
    }

    @Test func writesTheLocalesOwnDigitsAndMinusSign() {
        let arabic = ReaderFormats(
            digits: ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"], decimalSeparator: "٫", groupingSeparator: "٬",
            primaryGrouping: 3, secondaryGrouping: 3, minimumGroupingDigits: 1, minusSign: "\u{61C}-",
            percentPrefix: "", percentSuffix: "٪\u{61C}")
        #expect(arabic.write("-1234.50") == "\u{61C}-١٬٢٣٤٫٥٠")
        #expect(arabic.percent("12.3") == "١٢٫٣٪\u{61C}")
    }

    @Test func returnsWhatIsNotANumberAsItIs() {
        let german = symbols(decimal: ",", grouping: ".")
        for text in ["", "-", "1.", ".5", "1.2.3", "12a", "—", "new", "+12.3"] {
            #expect(german.write(text) == text.replacingOccurrences(of: ",", with: ""), "\(text)")
        }
    }

    @Test func writesTheFiguresOfALineAndLeavesItsWords() {
        let german = symbols(decimal: ",", grouping: ".")
        #expect(
            german.figures(in: "10 products · 2,485 sales · USD 2,523,813.91")
                == "10 products · 2.485 sales · USD 2.523.813,91")
        #expect(
            german.figures(in: "−20.8 % and -1,234.50, in 2024-07-01..2024-09-30")
                == "−20,8% and -1.234,50, in 2024-07-01..2024-09-30")
        #expect(german.figures(in: "e-1.5 x-2") == "e-1,5 x-2", "a dash after a letter is no minus sign")
        let plainText = "10 products · 2,485 sales · USD 2,523,813.91 · −20.8 %"
        #expect(ReaderFormats.plain.figures(in: plainText) == plainText)
    }

    /// Any text of digits, separators, signs, spaces and words: nothing traps, every character that
    /// is not part of a figure comes out as it went in, and each digit is written once — counted,
    /// whatever the text.
    @Test func keepsEveryWordAndWritesEachDigitOnceInAnyText() {
        let german = symbols(decimal: ",", grouping: ".")
        let pieces = ["1", "23", "4567", ",", ".", "-", "−", " ", " %", "%", "e", "x-", "..", ",,", "2024-07-01", "٣"]
        var random = SeededRandomNumberGenerator(seed: 71)
        for _ in 0..<2_000 {
            let text = (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined()
            let written = german.figures(in: text)
            let digits = { (text: String) in text.unicodeScalars.filter { ("0"..."9").contains($0) }.count }
            #expect(digits(written) == digits(text), "\(text) → \(written)")
            let letters = { (text: String) in text.unicodeScalars.filter { $0.properties.isAlphabetic }.count }
            #expect(letters(written) == letters(text), "\(text) → \(written)")
            #expect(ReaderFormats.plain.figures(in: text) == text)
        }
    }

    /// Our days and months (`20 Jul 2024`, `Jul 2024`) in the locale's words and order; a word that
    /// only looks like a month (`Mayo 2024`, `xJul 2024`) or a year of five digits is left alone.
    @Test func writesOurDaysAndMonthsAsTheLocaleDoes() throws {
        var german = symbols(decimal: ",", grouping: ".")
        let names = ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."]
        german.dates = try #require(
            DateWords(dayMonthYear: names.map { "{d}. \($0) {y}" }, monthYear: names.map { "\($0) {y}" }))
        #expect(german.figures(in: "1 Jul 2024 – 30 Sep 2024") == "1. Juli 2024 – 30. Sept. 2024")
        #expect(german.figures(in: "Figures as of 20 Jul 2024 15:45 UTC.") == "Figures as of 20. Juli 2024 15:45 UTC.")
        #expect(german.figures(in: "Dec 2024: 1,234.50") == "Dez. 2024: 1.234,50")
        for untouched in ["Mayo 2024", "xJul 2024", "Jul 20245", "Jul2024"] {
            #expect(!german.figures(in: untouched).contains("Juli"), "\(untouched)")
        }
    }

    /// A currency's code after the amount where the locale puts it there; every other capital
    /// word, a figure without a code, `ISO 8601` and a code inside a word left where they are.
    @Test func putsACurrencysCodeAfterItsAmountWhereTheLocaleDoes() {
        var german = symbols(decimal: ",", grouping: ".")
        german.currencyAfter = "\u{00A0}"
        #expect(
            german.figures(in: "10 products · 2,485 sales · USD 2,523,813.91")
                == "10 products · 2.485 sales · 2.523.813,91\u{00A0}USD")
        let longest = "12345678901234567890123456789012345678.25"
        #expect(german.figures(in: "EUR \(longest)") == german.write(longest) + "\u{00A0}EUR")
        #expect(german.figures(in: "(JPY 13,296)") == "(13.296\u{00A0}JPY)")
        for untouched in [
            "week (from Monday, ISO 8601) in USD", "XUSD 1.00", "USD 12x", "Revenue (USD)", "ID 1234", "USD1.00",
        ] {
            #expect(german.figures(in: untouched) == symbols(decimal: ",", grouping: ".").figures(in: untouched))
        }
        #expect(ReaderFormats.plain.figures(in: "USD 2,523,813.91") == "USD 2,523,813.91")
    }

    private func symbols(decimal: String, grouping: String, secondary: Int = 3, minimum: Int = 1) -> ReaderFormats {
        ReaderFormats(
            digits: (0...9).map(String.init), decimalSeparator: decimal, groupingSeparator: grouping,
            primaryGrouping: 3, secondaryGrouping: secondary, minimumGroupingDigits: minimum, minusSign: "-",
            percentPrefix: "", percentSuffix: "%")
    }
}
