import SalesXLSX

extension Listing {
    /// Significant digits a spreadsheet's number (an IEEE double) shows exactly.
    static let spreadsheetDigits = 15

    /// The listing as a spreadsheet's table: the exported columns under their headings, each cell
    /// typed from what programs read of it — a column whose every value is a decimal number is
    /// numbers (as many places as its longest fraction; the currency a heading names, `TOTAL USD`,
    /// in the number format), ISO dates are dates, ISO date-times date-times (the wall time they
    /// give), `true`/`false` booleans, names and ids text. An amount of more significant digits than
    /// a spreadsheet's number holds is written as text, and a note on the `Notes` sheet says so —
    /// never silently rounded. Headings in the reader's `words`.
    package func spreadsheet(name: String, words: Words = .english) -> XLSXTable {
        let exported = columns.indices.filter { columns[$0].exported }
        let kinds = exported.map(kind(of:))
        let rows = self.rows
        var table = XLSXTable(
            name: name,
            columns: zip(exported, kinds).map { index, kind in
                XLSXTable.Column(Self.heading(columns[index], in: words), kind)
            }, rowCount: rows.count,
            row: { row in zip(exported, kinds).map { index, kind in Self.value(rows[row][index], kind) } })
        var keptAsText = 0
        for (index, kind) in zip(exported, kinds) {
            guard case .number = kind else { continue }
            keptAsText += rows.lazy.filter { Self.significantDigits($0[index].machine) > Self.spreadsheetDigits }.count
        }
        if keptAsText > 0 {
            table.notes.append(words.count(.amountsKeptAsText, keptAsText))
        }
        table.notesName = words(.notesSheet)
        return table
    }

    /// A column's kind, from every value it holds.
    private func kind(of index: Int) -> XLSXTable.Kind {
        let values = rows.lazy.map { $0[index] }.filter { !$0.machine.isEmpty }
        guard !values.isEmpty, !values.contains(where: \.isOutsideText) else { return .text }
        if values.allSatisfy({ $0.machine == "true" || $0.machine == "false" }) { return .boolean }
        if values.allSatisfy({ Self.isoDay($0.machine) != nil }) { return .date }
        if values.allSatisfy({ Self.dateTime($0.machine) != nil }) { return .dateTime }
        var decimals = 0
        for value in values {
            guard let places = Self.decimalPlaces(value.machine) else { return .text }
            decimals = max(decimals, places)
        }
        return .number(decimals: decimals, unit: Self.currency(of: columns[index].heading))
    }

    /// A column's header cell: its heading, or its field when it has none (a bar's).
    private static func heading(_ column: Column, in words: Words) -> String {
        let heading = words.heading(column.heading)
        return heading.isEmpty ? column.field : heading
    }

    /// The currency a heading names (`TOTAL USD`, `USD`): the unit of its numbers' format.
    private static func currency(of heading: ColumnHeading) -> String? {
        switch heading {
        case .total(let code), .unit(let code), .code(let code):
            code.count == 3 && code.allSatisfy { $0.isASCII && $0.isUppercase } ? code : nil
        default: nil
        }
    }

    private static func value(_ cell: Cell, _ kind: XLSXTable.Kind) -> XLSXTable.Value {
        let text = cell.machine
        guard !text.isEmpty else { return .blank }
        switch kind {
        case .text: return .text(text)
        case .boolean: return .boolean(text == "true")
        case .date:
            guard let (year, month, day) = isoDay(text) else { return .text(text) }
            return .date(year: year, month: month, day: day)
        case .dateTime:
            guard let parts = dateTime(text) else { return .text(text) }
            return .dateTime(
                year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute,
                second: parts.second)
        case .number:
            guard significantDigits(text) <= spreadsheetDigits, let number = Double(text) else { return .text(text) }
            return .number(number)
        }
    }

    /// `-1234.50` → 2; `nil` for what is not a plain decimal number.
    static func decimalPlaces(_ text: String) -> Int? {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let parts = bytes.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        guard let integer = parts.first, !integer.isEmpty, integer.allSatisfy(isDigit) else { return nil }
        guard parts.count == 2 else { return 0 }
        guard !parts[1].isEmpty, parts[1].allSatisfy(isDigit) else { return nil }
        return parts[1].count
    }

    /// The digits from the first that is not zero to the last that is not zero (`0.0120` → 2).
    static func significantDigits(_ text: String) -> Int {
        let digits = text.utf8.filter(isDigit)
        guard let first = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }) else { return 0 }
        let fraction = text.utf8.split(separator: UInt8(ascii: "."), maxSplits: 1).dropFirst().first
        let trailing = fraction.map { $0.reversed().prefix { $0 == UInt8(ascii: "0") }.count } ?? 0
        return digits.count - first - trailing
    }

    /// `2024-07-20`.
    private static func isoDay(_ text: String) -> (Int, Int, Int)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
            (1900...9999).contains(year), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return (year, month, day)
    }

    /// `2024-07-20T15:45:27.366Z`, `2024-07-21T00:45:27+09:00`: the wall time they give.
    private static func dateTime(_ text: String)
        -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Double)?
    {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes[10] == UInt8(ascii: "T"),
            let (year, month, day) = isoDay(String(text.prefix(10))),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]), let whole = number(bytes[17..<19]),
            hour < 24, minute < 60, whole < 61
        else { return nil }
        var second = Double(whole)
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            let start = index + 1
            index = start
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > start, let fraction = Double("0." + String(decoding: bytes[start..<index], as: UTF8.self))
            else { return nil }
            second += fraction
        }
        let zone = bytes[index...]
        guard
            zone.elementsEqual("Z".utf8)
                || (zone.count == 6 && (zone.first == UInt8(ascii: "+") || zone.first == UInt8(ascii: "-")))
        else { return nil }
        return (year, month, day, hour, minute, second)
    }

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.allSatisfy(isDigit) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
