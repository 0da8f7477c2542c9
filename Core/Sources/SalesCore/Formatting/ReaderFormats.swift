import Foundation

/// How a reader's locale writes figures, as CLDR says it — numbers: the digits (Latin,
/// Arabic-Indic…), the decimal and grouping separators, the grouping sizes (`1,234,567`;
/// `12,34,567` in India), the fewest integer digits that are grouped at all (`1234` but `12.345` in
/// Spain), the minus sign, where the percent sign goes; and days and months (``dates``). Applied to
/// a number's exact digits (``write(_:)``), so an amount of any length is written digit for digit —
/// never through `Double` or `Decimal`; and to our own text's figures (``figures(in:)``).
public struct ReaderFormats: Sendable, Hashable {
    /// The ten digits, zero first.
    public var digits: [String]
    public var decimalSeparator: String
    public var groupingSeparator: String
    /// Digits in the group nearest the separator (3), and in each group before it (3; 2 in India).
    public var primaryGrouping: Int
    public var secondaryGrouping: Int
    /// Integer digits below `primaryGrouping + minimumGroupingDigits` are not grouped (1 almost
    /// everywhere; 2 in Spanish and Polish: `1234`, `12.345`).
    public var minimumGroupingDigits: Int
    /// Before a negative number's digits (`-`; with a direction mark in Arabic).
    public var minusSign: String
    /// Around a percentage's digits: `12.3%`, `12,3 %` (U+00A0), `٪١٢٫٣`.
    public var percentPrefix: String
    public var percentSuffix: String
    /// How the locale writes the days and months our text names (`20 Jul 2024`); `nil`: as written.
    public var dates: DateWords?
    /// Where the locale puts a currency's code: `nil` before the amount, as our text writes it
    /// (`USD 1,234.50`); after it, past this space, where CLDR says so (`1.234,50 USD` in German,
    /// U+00A0 between).
    public var currencyAfter: String?

    public init(
        digits: [String], decimalSeparator: String, groupingSeparator: String, primaryGrouping: Int,
        secondaryGrouping: Int, minimumGroupingDigits: Int, minusSign: String, percentPrefix: String,
        percentSuffix: String, dates: DateWords? = nil, currencyAfter: String? = nil
    ) {
        self.dates = dates
        self.currencyAfter = currencyAfter
        self.digits = digits.count == 10 ? digits : Self.latinDigits
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.primaryGrouping = max(1, primaryGrouping)
        self.secondaryGrouping = max(1, secondaryGrouping)
        self.minimumGroupingDigits = max(1, minimumGroupingDigits)
        self.minusSign = minusSign
        self.percentPrefix = percentPrefix
        self.percentSuffix = percentSuffix
    }

    private static let latinDigits = (0...9).map(String.init)

    /// How the commands, pages and downloads have always written numbers, and still do without a
    /// locale (`C`, `POSIX`, unset): `1,234,567.89`, `-12.50`, `12.3 %`.
    public static let plain = ReaderFormats(
        digits: latinDigits, decimalSeparator: ".", groupingSeparator: ",", primaryGrouping: 3,
        secondaryGrouping: 3, minimumGroupingDigits: 1, minusSign: "-", percentPrefix: "", percentSuffix: " %")

    /// `text` — a number as Core writes it, ASCII: an optional `-`, digits, an optional `.` and
    /// digits (`-1234567.89`; already grouped text is read without its `,`) — in these symbols:
    /// every digit kept, none added or lost. Text that is not such a number is returned as it is.
    public func write(_ text: some StringProtocol) -> String {
        var bytes = Array(text.utf8)
        bytes.removeAll { $0 == UInt8(ascii: ",") }
        return Self.group(bytes, by: self)
    }

    /// A percentage's digits (`12.3`, `-4.0`) with the locale's sign around them.
    public func percent(_ digits: some StringProtocol) -> String {
        percentPrefix + write(digits) + percentSuffix
    }

    /// `text` as people read it — words around figures written the plain way (`2 products · 3 items ·
    /// EUR 2,314.25`, `−20.8 %`, `20 Jul 2024`) — with each figure in these symbols: a number holding
    /// a `,` or a `.` is regrouped and its digits written as the locale writes them, `-` before it
    /// as the locale's minus, ` %` after it as the locale's percent; a bare run of digits (a year,
    /// a count below a thousand) keeps its grouping and takes the locale's digits; a day or a month
    /// (`20 Jul 2024`, `Jul 2024`) as the locale writes it (``dates``); an amount after its currency's
    /// code (`EUR 2,314.25`) with the code where the locale puts it (``currencyAfter``: `2.314,25 EUR`).
    /// Unchanged for ``plain``: no locale, today's bytes.
    public func figures(in text: String) -> String {
        // Every figure and every date holds a digit: text without one is words alone.
        guard !isPlain, text.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return text }
        let view = text.unicodeScalars
        let scalars = Array(view)
        // Where each scalar starts: words are copied from the text a run at a time (a slice of it,
        // its bytes at once) — only a digit, a month's first letter (with dates) or a capital (with
        // a code to move) may start what is written anew.
        let starts = Array(view.indices) + [view.endIndex]
        let latin = digits == Self.latinDigits
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        var copied = 0
        func copy(upTo end: Int) {
            if copied < end { result += Substring(view[starts[copied]..<starts[end]]) }
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let isDigit = Self.isDigit(scalar)
            if !isDigit {
                if let dates, Self.isMonthInitial(scalar),
                    let (written, end) = Self.date(in: scalars, at: index, dates, latin ? nil : digits)
                {
                    copy(upTo: index)
                    result += written
                    (index, copied) = (end, end)
                } else if let currencyAfter, scalar >= "A" && scalar <= "Z",
                    let end = Self.amountAfterCode(in: scalars, at: index)
                {
                    // `EUR 2,314.25` → `2.314,25 EUR`: the amount, then the code.
                    copy(upTo: index)
                    let code = String(String.UnicodeScalarView(scalars[index..<(index + 3)]))
                    let amount = String(String.UnicodeScalarView(scalars[(index + 4)..<end]))
                    result += figures(in: amount) + currencyAfter + code
                    (index, copied) = (end, end)
                } else {
                    index += 1
                }
                continue
            }
            copy(upTo: index)
            if let dates, let (written, end) = Self.date(in: scalars, at: index, dates, latin ? nil : digits) {
                result += written
                (index, copied) = (end, end)
                continue
            }
            index = number(in: scalars, at: index, latin: latin, onto: &result)
            copied = index
        }
        copy(upTo: scalars.count)
        return result
    }

    /// The figure starting at `start` — digits, and `,` or `.` each followed by a digit; the `-`
    /// before it (already on `result`) a minus, the ` %` after it a percent — written onto `result`
    /// in these symbols; where what it read ends.
    private func number(in scalars: [Unicode.Scalar], at start: Int, latin: Bool, onto result: inout String) -> Int {
        var end = start + 1
        while end < scalars.count {
            if Self.isDigit(scalars[end]) {
                end += 1
            } else if scalars[end] == "," || scalars[end] == ".", end + 1 < scalars.count,
                Self.isDigit(scalars[end + 1])
            {
                end += 2
            } else {
                break
            }
        }
        let figure = String(String.UnicodeScalarView(scalars[start..<end]))
        let negative = result.unicodeScalars.last == "-" && (start < 2 || !Self.isWordy(scalars[start - 2]))
        if negative { result.unicodeScalars.removeLast() }
        let isPercent =
            end + 1 < scalars.count && scalars[end] == " " && scalars[end + 1] == "%"
            && (end + 2 == scalars.count || !Self.isWordy(scalars[end + 2]))
        let written =
            figure.contains(where: { $0 == "," || $0 == "." })
            ? write((negative ? "-" : "") + figure)
            : (negative ? minusSign : "")
                + (latin ? figure : figure.unicodeScalars.map { digits[Int($0.value) - 48] }.joined())
        result += isPercent ? percentPrefix + written + percentSuffix : written
        return isPercent ? end + 2 : end
    }

    /// Whether these are ``plain``'s symbols (its cheapest differences asked first: every figure
    /// of a page asks).
    private var isPlain: Bool {
        dates == nil && currencyAfter == nil && percentPrefix.isEmpty && percentSuffix == " %" && minusSign == "-"
            && decimalSeparator == "." && groupingSeparator == "," && primaryGrouping == 3 && secondaryGrouping == 3
            && minimumGroupingDigits == 1 && digits == Self.latinDigits
    }

    /// Whether an English month's name (`Jan`…`Dec`) may start with `scalar`.
    private static func isMonthInitial(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "J", "F", "M", "A", "S", "O", "N", "D": true
        default: false
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }

    /// The English months' names as scalars, January first.
    private static let monthScalars = DateWords.english.map { Array($0.unicodeScalars) }

    /// A day (`20 Jul 2024`) or a month (`Jul 2024`) starting at `start` — after neither a letter
    /// nor a digit, its year four digits not followed by another — written by `dates`, with the
    /// end of what it read; `nil` for anything else.
    private static func date(in scalars: [Unicode.Scalar], at start: Int, _ dates: DateWords, _ digits: [String]?)
        -> (String, Int)?
    {
        guard start == 0 || !isWordy(scalars[start - 1]) else { return nil }
        var index = start
        var day: [Unicode.Scalar] = []
        while index < scalars.count, isDigit(scalars[index]), day.count < 3 {
            day.append(scalars[index])
            index += 1
        }
        if !day.isEmpty {
            guard day.count <= 2, index < scalars.count, scalars[index] == " " else { return nil }
            index += 1
        }
        guard index + 8 <= scalars.count,
            let month = monthScalars.firstIndex(where: { name in
                name[0] == scalars[index] && name[1] == scalars[index + 1] && name[2] == scalars[index + 2]
            }),
            scalars[index + 3] == " ", scalars[(index + 4)..<(index + 8)].allSatisfy(isDigit),
            index + 8 == scalars.count || !isWordy(scalars[index + 8])
        else { return nil }
        // The digits as the locale writes them (`nil`: Latin, as they are).
        let local = { (ascii: ArraySlice<Unicode.Scalar>) -> String in
            guard let digits else { return String(String.UnicodeScalarView(ascii)) }
            return ascii.map { digits[Int($0.value) - 48] }.joined()
        }
        let year = local(scalars[(index + 4)..<(index + 8)])
        let template = day.isEmpty ? dates.monthYear[month] : dates.dayMonthYear[month]
        return (filled(template, day: local(day[...]), year: year), index + 8)
    }

    /// `template` with `{d}` and `{y}` replaced, in one pass (never Foundation's search and replace,
    /// slow on Linux: a page of sales writes a hundred dates).
    private static func filled(_ template: String, day: String, year: String) -> String {
        var result = ""
        result.reserveCapacity(template.utf8.count + 8)
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if after.hasPrefix("d}") {
                result += day
                rest = after.dropFirst(2)
            } else if after.hasPrefix("y}") {
                result += year
                rest = after.dropFirst(2)
            } else {
                result += "{"
                rest = after
            }
        }
        return result + rest
    }

    /// Where an amount ends that a currency's code starts at `start`: three capital letters after
    /// neither a letter nor a digit, a space, then a figure (digits, `,` or `.` between digits) that
    /// no letter or digit follows; `nil` for anything else — and for `ISO 8601`, the one standard we
    /// name before a number.
    private static func amountAfterCode(in scalars: [Unicode.Scalar], at start: Int) -> Int? {
        guard start + 4 < scalars.count, start == 0 || !isWordy(scalars[start - 1]),
            scalars[start..<(start + 3)].allSatisfy({ $0 >= "A" && $0 <= "Z" }), scalars[start + 3] == " ",
            isDigit(scalars[start + 4]),
            !(scalars[start] == "I" && scalars[start + 1] == "S" && scalars[start + 2] == "O")
        else { return nil }
        var end = start + 5
        while end < scalars.count {
            if isDigit(scalars[end]) {
                end += 1
            } else if scalars[end] == "," || scalars[end] == ".", end + 1 < scalars.count, isDigit(scalars[end + 1]) {
                end += 2
            } else {
                break
            }
        }
        guard end == scalars.count || !isWordy(scalars[end]) else { return nil }
        return end
    }

    /// A letter or a digit: a `-` after one joins words (`e-mail`), it is no minus sign.
    private static func isWordy(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || isDigit(scalar)
    }

    private static func group(_ bytes: [UInt8], by symbols: ReaderFormats) -> String {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        let integerStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        let integerEnd = index
        var fractionEnd = index
        let hasPoint = index < bytes.count && bytes[index] == UInt8(ascii: ".")
        if hasPoint {
            fractionEnd = index + 1
            while fractionEnd < bytes.count, isDigit(bytes[fractionEnd]) { fractionEnd += 1 }
        }
        guard integerEnd > integerStart, fractionEnd == bytes.count, !hasPoint || fractionEnd > integerEnd + 1 else {
            return String(decoding: bytes, as: UTF8.self)
        }
        let integerCount = integerEnd - integerStart
        var text = negative ? symbols.minusSign : ""
        text.reserveCapacity(bytes.count * 2)
        let grouped = integerCount >= symbols.primaryGrouping + symbols.minimumGroupingDigits
        for position in integerStart..<integerEnd {
            text += symbols.digits[Int(bytes[position] - UInt8(ascii: "0"))]
            let following = integerEnd - position - 1
            if grouped, following > 0, isGroupEnd(following, symbols) { text += symbols.groupingSeparator }
        }
        if hasPoint {
            text += symbols.decimalSeparator
            for position in (integerEnd + 1)..<fractionEnd {
                text += symbols.digits[Int(bytes[position] - UInt8(ascii: "0"))]
            }
        }
        return text
    }

    /// Whether a separator follows a digit that `following` integer digits follow.
    private static func isGroupEnd(_ following: Int, _ symbols: ReaderFormats) -> Bool {
        if following == symbols.primaryGrouping { return true }
        guard following > symbols.primaryGrouping else { return false }
        return (following - symbols.primaryGrouping) % symbols.secondaryGrouping == 0
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
