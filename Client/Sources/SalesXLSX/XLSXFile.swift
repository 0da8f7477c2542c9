import CXLSXWriter
import Foundation

/// Writes an ``XLSXTable`` as an Office Open XML workbook through libxlsxwriter (Debian's
/// `libxlsxwriter`), rows streamed to disk as they are written (its constant-memory mode): the
/// header row bold and frozen, filters on, each column as wide as its widest cell (up to 60), its
/// numbers in its number format; more rows than a sheet holds continue on the next sheet, under
/// the same header; the notes on a sheet of their own.
public enum XLSXFile {
    /// Rows a sheet holds under its header (Excel's 1,048,576 less one).
    public static let rowsPerSheet = 1_048_575

    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Writes `table` to `path` (replaced), its temporary files in `temporaryFolder`.
    public static func write(
        _ table: XLSXTable, to path: String, temporaryFolder: String, rowsPerSheet: Int = rowsPerSheet
    ) throws(Failure) {
        var options = lxw_workbook_options()
        options.constant_memory = 1
        options.use_zip64 = 1
        let made = temporaryFolder.withCString { folder in
            path.withCString { path in
                options.tmpdir = UnsafeMutablePointer(mutating: folder)
                return workbook_new_opt(path, &options)
            }
        }
        guard let workbook = made else { throw Failure(description: "cannot create \(path)") }
        let formats = Formats(workbook, table.columns)
        let perSheet = max(1, rowsPerSheet)
        let widths = Self.widths(table)
        var start = 0
        var sheetNumber = 1
        repeat {
            let end = min(start + perSheet, table.rowCount)
            let name = sheetNumber == 1 ? table.name : "\(table.name) (\(sheetNumber))"
            guard let sheet = workbook_add_worksheet(workbook, Self.sheetName(name)) else {
                workbook_close(workbook)
                throw Failure(description: "cannot add the sheet \(name)")
            }
            Self.writeHeader(table, sheet: sheet, widths: widths, formats: formats)
            for index in start..<end {
                for (column, value) in table.row(index).enumerated() where column < table.columns.count {
                    Self.write(
                        value, sheet: sheet, row: UInt32(index - start + 1), column: UInt16(column), formats: formats)
                }
            }
            if end > start {
                worksheet_autofilter(sheet, 0, 0, UInt32(end - start), UInt16(max(0, table.columns.count - 1)))
            }
            start = end
            sheetNumber += 1
        } while start < table.rowCount
        if !table.notes.isEmpty, let sheet = workbook_add_worksheet(workbook, Self.sheetName(table.notesName)) {
            worksheet_set_column(sheet, 0, 0, 100, nil)
            for (index, note) in table.notes.enumerated() {
                _ = Self.text(note) { worksheet_write_string(sheet, UInt32(index), 0, $0, nil) }
            }
        }
        let closed = workbook_close(workbook)
        guard closed == LXW_NO_ERROR else {
            throw Failure(description: "cannot write \(path): \(String(cString: lxw_strerror(closed)))")
        }
    }

    private static func writeHeader(
        _ table: XLSXTable, sheet: UnsafeMutablePointer<lxw_worksheet>, widths: [Double], formats: Formats
    ) {
        for (index, column) in table.columns.enumerated() {
            worksheet_set_column(sheet, UInt16(index), UInt16(index), widths[index], formats.column[index])
            _ = Self.text(column.title) { worksheet_write_string(sheet, 0, UInt16(index), $0, formats.header) }
        }
        worksheet_freeze_panes(sheet, 1, 0)
    }

    private static func write(
        _ value: XLSXTable.Value, sheet: UnsafeMutablePointer<lxw_worksheet>, row: UInt32, column: UInt16,
        formats: Formats
    ) {
        let format = formats.column[Int(column)]
        switch value {
        case .blank:
            break
        case .text(let text):
            _ = Self.text(text) { worksheet_write_string(sheet, row, column, $0, nil) }
        case .number(let number):
            worksheet_write_number(sheet, row, column, number, format)
        case .boolean(let flag):
            worksheet_write_boolean(sheet, row, column, flag ? 1 : 0, nil)
        case .date(let year, let month, let day):
            var date = lxw_datetime(year: Int32(year), month: Int32(month), day: Int32(day), hour: 0, min: 0, sec: 0)
            worksheet_write_datetime(sheet, row, column, &date, format)
        case .dateTime(let year, let month, let day, let hour, let minute, let second):
            var date = lxw_datetime(
                year: Int32(year), month: Int32(month), day: Int32(day), hour: Int32(hour), min: Int32(minute),
                sec: second)
            worksheet_write_datetime(sheet, row, column, &date, format)
        }
    }

    /// `text` as a C string a cell holds: a NUL (which would end it) as U+FFFD, at most the 32,767
    /// characters a cell takes.
    private static func text(_ text: String, _ body: (UnsafePointer<CChar>) -> lxw_error) -> lxw_error {
        var safe = text.utf8.contains(0) ? text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : text
        if safe.utf16.count > 32_767 { safe = String(safe.prefix(32_000)) + "…" }
        return safe.withCString(body)
    }

    /// Excel's sheet names: at most 31 characters, none of `[]:*?/\`.
    private static func sheetName(_ name: String) -> String {
        String(name.map { "[]:*?/\\".contains($0) ? "_" : $0 }.prefix(31))
    }

    /// Each column as wide as its title and its widest text (numbers: their digits and separators),
    /// between 8 and 60 characters.
    private static func widths(_ table: XLSXTable) -> [Double] {
        var widths = table.columns.map { Double($0.title.count) + 2 }
        for rowIndex in 0..<min(table.rowCount, 10_000) {
            for (index, value) in table.row(rowIndex).enumerated() where index < widths.count {
                let length: Int
                switch value {
                case .text(let text): length = text.count
                case .number(let number): length = String(Int(number.magnitude)).count * 4 / 3 + 4
                case .date: length = 10
                case .dateTime: length = 19
                case .boolean: length = 5
                case .blank: length = 0
                }
                widths[index] = max(widths[index], Double(length) + 2)
            }
        }
        return widths.map { min(60, max(8, $0)) }
    }

    /// The header's format and each column's number format, made once for the workbook.
    private struct Formats {
        let header: UnsafeMutablePointer<lxw_format>?
        let column: [UnsafeMutablePointer<lxw_format>?]

        init(_ workbook: UnsafeMutablePointer<lxw_workbook>, _ columns: [XLSXTable.Column]) {
            header = workbook_add_format(workbook)
            header.map { format_set_bold($0) }
            column = columns.map { column in
                let pattern: String
                switch column.kind {
                case .text, .boolean: return nil
                case .number(let decimals, let unit):
                    let places = decimals > 0 ? "." + String(repeating: "0", count: min(decimals, 30)) : ""
                    pattern = "#,##0" + places + (unit.map { " \"\($0)\"" } ?? "")
                case .date: pattern = "yyyy-mm-dd"
                case .dateTime: pattern = "yyyy-mm-dd hh:mm:ss"
                }
                let format = workbook_add_format(workbook)
                format.map { format in pattern.withCString { format_set_num_format(format, $0) } }
                return format
            }
        }
    }
}
