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
            "Write to this file instead of standard output (- is standard output): a file is replaced atomically, a FIFO or device written to."
    )
    package var output: String?

    @Flag(
        help:
            "Keep CSV/TSV cells that start with = + - @ or whitespace as they came (default: such names get a leading ', so a spreadsheet does not run them as formulas)."
    )
    package var keepFormulas = false

    @OptionGroup package var locale: LocaleOption

    package init() {}

    package func validate() throws {
        if json, let format, format != .json {
            throw ValidationError("--json and --format \(format.rawValue) disagree: give one")
        }
        if let output, output.isEmpty || output.hasSuffix("/") {
            throw ValidationError("-o needs a file name, not '\(output)'")
        }
    }

    /// The file `-o` names; `nil` for standard output (no `-o`, or `-o -` as every Unix tool reads it).
    package var file: String? { output == "-" ? nil : output }

    /// The format asked for: `--format`, else `--json`, else the output file's extension, else a table.
    package var resolved: OutputFormat {
        if let format { return format }
        if json { return .json }
        if let file, let format = OutputFormat(pathExtension: Self.pathExtension(of: file)) {
            return format
        }
        return .table
    }

    /// What follows the last `.` of the file's name (`csv` of `q3.csv`); empty when it has none.
    private static func pathExtension(of path: String) -> String {
        let name = PathParts(path).name
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}
