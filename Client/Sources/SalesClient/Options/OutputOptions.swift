import ArgumentParser
import Foundation

/// `--format`, `--json` and `-o FILE`, for every command that lists something.
package struct OutputOptions: ParsableArguments, Sendable {
    @Option(help: "table, json, csv or tsv (default: from -o's extension, else table).")
    package var format: OutputFormat?

    @Flag(help: "Short for --format json.")
    package var json = false

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help:
            "Write to this file instead of standard output: a file is replaced atomically, a FIFO or device written to."
    )
    package var output: String?

    @Flag(
        help:
            "Keep CSV/TSV cells that start with = + - @ as they came (default: such names get a leading ', so a spreadsheet does not run them as formulas)."
    )
    package var keepFormulas = false

    package init() {}

    package func validate() throws {
        if json, let format, format != .json {
            throw ValidationError("--json and --format \(format.rawValue) disagree: give one")
        }
        if let output, output.isEmpty || output.hasSuffix("/") {
            throw ValidationError("-o needs a file name, not '\(output)'")
        }
    }

    /// The format asked for: `--format`, else `--json`, else the output file's extension, else a table.
    package var resolved: OutputFormat {
        if let format { return format }
        if json { return .json }
        if let output, let format = OutputFormat(pathExtension: URL(fileURLWithPath: output).pathExtension) {
            return format
        }
        return .table
    }

    /// Colours only for a table printed on a terminal that allows them.
    package func style(for console: Console) -> TextStyle {
        output == nil && resolved == .table ? console.style : TextStyle(enabled: false)
    }

    /// Delivers the listing (as a table, CSV or TSV) or, for JSON, the command's documented shape.
    package func deliver(_ listing: () -> Listing, json: () -> String, to console: Console) throws(ClientError) {
        let format = resolved
        switch format {
        case .json: try deliver(json(), to: console)
        case .table: try deliver(listing().table(style: style(for: console)), to: console)
        case .csv, .tsv: try deliver(listing().delimited(format, keepingFormulas: keepFormulas), to: console)
        }
    }

    /// Prints `text`, or writes it to the output file (see ``OutputFile``).
    package func deliver(_ text: String, to console: Console) throws(ClientError) {
        guard let output else {
            do { try console.print(text) } catch { throw .outputFailed(error) }
            return
        }
        try OutputFile(path: output).write(text)
    }
}
