import ArgumentParser

/// How a listing is written: an aligned table for people, or JSON, CSV (RFC 4180) or TSV for
/// programs and spreadsheets, or an XLSX workbook (typed cells, to a file).
package enum OutputFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    case table, json, csv, tsv, xlsx

    /// The format a file name asks for (`report.csv`); `nil` for other extensions.
    package init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "csv": self = .csv
        case "tsv", "tab": self = .tsv
        case "json": self = .json
        case "txt": self = .table
        case "xlsx": self = .xlsx
        default: return nil
        }
    }
}
