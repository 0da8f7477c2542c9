import SalesCore

/// A command's output where and as its ``OutputOptions`` ask: a table, CSV/TSV or JSON, on standard
/// output or in the file `-o` names (``OutputFile``). The options only parse; this delivers.
package struct CommandOutput {
    private let options: OutputOptions
    private let console: Console
    /// How a table writes its figures: `--locale`, else the environment's (``ReaderLocale``).
    private let numbers: ReaderFormats
    /// The words of a table's and a workbook's headings: `--locale`, else the environment's.
    package let words: Words

    package init(_ options: OutputOptions, console: Console, environment: [String: String]) {
        self.options = options
        self.console = console
        numbers = options.locale.numbers(environment: environment)
        words = options.locale.words(environment: environment)
    }

    /// Colours only for a table printed on a terminal that allows them.
    package var style: TextStyle {
        options.file == nil && options.resolved == .table ? console.style : TextStyle(enabled: false)
    }

    /// Delivers the listing (as a table, CSV or TSV) or, for JSON, the command's documented shape.
    package func deliver(_ listing: () -> Listing, json: () -> String) throws(ClientError) {
        let format = options.resolved
        switch format {
        case .json: try deliver(json())
        case .table: try deliver(listing().table(style: style, numbers: numbers, words: words))
        case .csv, .tsv: try deliver(listing().delimited(format, keepingFormulas: options.keepFormulas))
        case .xlsx: try deliverSpreadsheet(listing())
        }
    }

    /// The listing as an XLSX workbook, to the file `-o` names (a workbook is bytes, not text:
    /// never to standard output), its sheet named for the file.
    private func deliverSpreadsheet(_ listing: Listing) throws(ClientError) {
        guard let file = options.file else {
            throw .usage("XLSX is written to a file: give -o FILE.xlsx")
        }
        let stem = PathParts(file).name.split(separator: ".").first.map(String.init) ?? "Sales"
        try OutputFile(path: file).write(bytes: SpreadsheetBytes.of(listing.spreadsheet(name: stem, words: words)))
    }

    /// Delivers several tables one after another on a terminal (each under its title), one listing
    /// of them all for CSV/TSV, or the command's JSON.
    package func deliver(tables: () -> [Listing], listing: () -> Listing, json: () -> String) throws(ClientError) {
        guard options.resolved == .table else { return try deliver(listing, json: json) }
        try deliver(tables().map { $0.table(style: style, numbers: numbers, words: words) }.joined(separator: "\n\n"))
    }

    /// Prints `text`, or writes it to the output file (see ``OutputFile``).
    package func deliver(_ text: String) throws(ClientError) {
        guard let file = options.file else {
            do { try console.print(text) } catch { throw .outputFailed(error) }
            return
        }
        try OutputFile(path: file).write(text)
    }
}
