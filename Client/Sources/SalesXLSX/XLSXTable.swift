/// A table as a spreadsheet holds it: a header row of titles and rows of typed cells — text,
/// numbers in a column's number format, dates, date-times, booleans — and notes (what a reader
/// must know: the amounts kept as text), written by ``XLSXFile``. Its rows are made one at a time
/// as they are written (``row``), so a million of them are never held twice.
public struct XLSXTable: Sendable {
    public struct Column: Sendable {
        public let title: String
        public let kind: Kind

        public init(_ title: String, _ kind: Kind = .text) {
            self.title = title
            self.kind = kind
        }
    }

    public enum Kind: Sendable, Equatable {
        case text
        /// A number shown with `decimals` places, grouped, and `unit` after it (a currency code).
        case number(decimals: Int, unit: String?)
        case date
        case dateTime
        case boolean
    }

    public enum Value: Sendable, Equatable {
        case blank
        case text(String)
        case number(Double)
        case date(year: Int, month: Int, day: Int)
        case dateTime(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Double)
        case boolean(Bool)
    }

    /// The sheet's name (at most 31 characters; a second sheet of the same table adds ` (2)`).
    public let name: String
    public let columns: [Column]
    public let rowCount: Int
    /// The cells of row `index` (0 ..< ``rowCount``), in the columns' order.
    public let row: @Sendable (Int) -> [Value]
    /// Sentences written on a sheet of their own, ``notesName``.
    public var notes: [String] = []
    /// The notes' sheet's name, in the reader's words.
    public var notesName = "Notes"

    public init(name: String, columns: [Column], rowCount: Int, row: @escaping @Sendable (Int) -> [Value]) {
        self.name = name
        self.columns = columns
        self.rowCount = rowCount
        self.row = row
    }

    /// A table of rows already made.
    public init(name: String, columns: [Column], rows: [[Value]]) {
        self.init(name: name, columns: columns, rowCount: rows.count, row: { rows[$0] })
    }
}
