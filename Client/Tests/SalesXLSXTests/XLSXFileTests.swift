import Foundation
import SalesXLSX
import Testing

@Suite struct XLSXFileTests {
    /// The workbook as a spreadsheet program reads it (Python's zipfile over the file's XML): the
    /// header frozen and filtered, a number with its format, a date, a name with a NUL made visible.
    @Test func writesTypedCellsUnderAFrozenFilteredHeader() throws {
        let folder = try temporaryFolder()
        let table = XLSXTable(
            name: "Products",
            columns: [
                .init("PRODUCT"), .init("SALES", .number(decimals: 0, unit: nil)),
                .init("TOTAL USD", .number(decimals: 2, unit: "USD")), .init("DAY", .date),
            ],
            rows: [
                [.text("Mac\u{0}mini"), .number(264), .number(267716.41), .date(year: 2024, month: 7, day: 20)],
                [.text("iMac"), .number(1), .blank, .blank],
            ])
        let path = folder + "/products.xlsx"
        try XLSXFile.write(table, to: path, temporaryFolder: folder)

        let sheet = try entry("xl/worksheets/sheet1.xml", of: path)
        #expect(sheet.contains("<pane ySplit=\"1\""), "the header frozen")
        #expect(sheet.contains("<autoFilter ref=\"A1:D3\"/>"))
        #expect(sheet.contains("<v>267716.41</v>"))
        let styles = try entry("xl/styles.xml", of: path)
        #expect(styles.contains("formatCode=\"#,##0.00 &quot;USD&quot;\""))
        #expect(styles.contains("formatCode=\"yyyy-mm-dd\""))
        // Streamed rows keep their strings in the sheet itself.
        #expect(sheet.contains("Mac\u{FFFD}mini"))
    }

    /// More rows than a sheet holds continue on the next sheet, under the same header.
    @Test func continuesOnTheNextSheetPastASheetsRows() throws {
        let folder = try temporaryFolder()
        var table = XLSXTable(
            name: "Sales", columns: [.init("N", .number(decimals: 0, unit: nil))],
            rows: (0..<5).map { [.number(Double($0))] })
        table.notes = ["A note."]
        let path = folder + "/sales.xlsx"
        try XLSXFile.write(table, to: path, temporaryFolder: folder, rowsPerSheet: 2)

        let workbook = try entry("xl/workbook.xml", of: path)
        for name in ["Sales", "Sales (2)", "Sales (3)", "Notes"] {
            #expect(workbook.contains("name=\"\(name)\""), "\(name)")
        }
        #expect(try entry("xl/worksheets/sheet3.xml", of: path).contains("<v>4</v>"))
    }

    @Test func saysWhyWhenTheFileCannotBeWritten() throws {
        let folder = try temporaryFolder()
        let table = XLSXTable(name: "T", columns: [.init("A")], rows: [])
        #expect(throws: XLSXFile.Failure.self) {
            try XLSXFile.write(table, to: folder + "/missing/folder/t.xlsx", temporaryFolder: folder)
        }
    }

    private func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xlsx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// One part of the workbook's zip, as text.
    private func entry(_ name: String, of path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]).decode())",
            path, name,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(name) in \(path)")
        return String(decoding: data, as: UTF8.self)
    }
}
