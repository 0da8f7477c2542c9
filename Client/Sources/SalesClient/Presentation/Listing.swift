import SalesSupport

/// Rows for one listing, each cell twice: as people read it (grouped, rounded, made safe for a
/// terminal) and as programs read it (exact decimals, ISO dates, the text as it came). One listing
/// renders as an aligned table or as CSV/TSV with the same columns.
package struct Listing: Sendable {
    /// Where a column's cells sit: figures on the right.
    package enum Alignment: Sendable {
        case left
        case right
    }

    package struct Column: Sendable {
        /// The table's heading, in any reader's words (``Words/heading(_:)``): `TOTAL EUR`.
        package let heading: ColumnHeading
        /// The CSV/TSV header: `total`.
        package let field: String
        package let alignment: Alignment
        /// `false`: shown in tables only (bars, arrows), never exported.
        package let exported: Bool
        /// `false`: exported only (ids, the currency a title already names).
        package let inTable: Bool

        package init(
            _ heading: ColumnHeading, field: String, _ alignment: Alignment = .left, exported: Bool = true,
            inTable: Bool = true
        ) {
            self.heading = heading
            self.field = field
            self.alignment = alignment
            self.exported = exported
            self.inTable = inTable
        }
    }

    package struct Cell: Sendable {
        package let human: String
        package let machine: String
        /// Text from outside: a spreadsheet must not read it as a formula.
        package let isOutsideText: Bool

        package init(human: String, machine: String, isOutsideText: Bool = false) {
            self.human = human
            self.machine = machine
            self.isOutsideText = isOutsideText
        }

        /// Text from outside (a product name): made safe for a terminal in tables, exact in exports
        /// (but for the formula guard, see ``Listing/delimited(_:keepingFormulas:)``).
        package static func text(_ value: String) -> Cell {
            Cell(human: value.terminalSafe, machine: value, isOutsideText: true)
        }
        /// The same text either way (codes, counts written without separators by the caller).
        package static func plain(_ value: String) -> Cell { Cell(human: value, machine: value) }
        package static let empty = Cell(human: "", machine: "")
    }

    package let columns: [Column]
    package private(set) var rows: [[Cell]] = []
    /// Lines above a table (what it is about); never exported.
    package var header: [Line] = []
    /// The line under a table that sums it up (its counts and total), when it has one; never exported.
    package var summary: Line?
    /// The lines under the summary: what the figures leave out, what a marker means; never exported.
    package var notes: [Line] = []

    package init(_ columns: [Column]) {
        self.columns = columns
    }

    package mutating func append(_ row: [Cell]) {
        rows.append(row)
    }

    /// CSV (RFC 4180: CRLF line ends, fields quoted when they hold a comma, a quote or a line end,
    /// quotes doubled) or TSV (tab-separated; a tab, line end or backslash inside a field is written
    /// `\t`, `\n`, `\r`, `\\`), with a header row.
    ///
    /// Text from outside that starts with `=`, `+`, `-`, `@` (or their full-width forms) or any
    /// whitespace (a space, a tab, a carriage return, an ideographic space…) may be run as a formula
    /// by a spreadsheet (CSV injection): unless `keepingFormulas`, such a cell gets
    /// a leading `'`, which spreadsheets read as "text" and do not show. Amounts, dates and codes
    /// are never touched.
    package func delimited(_ format: OutputFormat, keepingFormulas: Bool = false) -> String {
        let exported = columns.indices.filter { columns[$0].exported }
        let header = exported.map { columns[$0].field }
        let lines =
            [header]
            + rows.map { row in
                exported.map { index in
                    let cell = row[index]
                    return cell.isOutsideText && !keepingFormulas && Self.looksLikeFormula(cell.machine)
                        ? "'" + cell.machine : cell.machine
                }
            }
        switch format {
        case .tsv:
            return lines.map { $0.map(Self.tsvField).joined(separator: "\t") + "\n" }.joined()
        default:
            return lines.map { $0.map(Self.csvField).joined(separator: ",") + "\r\n" }.joined()
        }
    }

    private static func looksLikeFormula(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first else { return false }
        // Spreadsheets skip leading blanks before reading a formula, and some read the full-width
        // forms (＝＋－＠) as the ASCII ones: any Unicode White_Space first, or either form.
        return formulaLeads.contains(first) || first.properties.isWhitespace
    }

    private static let formulaLeads: Set<Unicode.Scalar> = [
        "=", "+", "-", "@", "\u{FF1D}", "\u{FF0B}", "\u{FF0D}", "\u{FF20}",
    ]

    static func csvField(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
            return value
        }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func tsvField(_ value: String) -> String {
        var escaped = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
