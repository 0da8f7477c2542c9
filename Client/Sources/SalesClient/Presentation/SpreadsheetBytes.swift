import Foundation
import SalesXLSX

/// A table's XLSX workbook as bytes: written by libxlsxwriter (which writes files) in a private
/// folder of its own (0700, removed after), then read back — for a file written atomically, or a
/// page's download.
package enum SpreadsheetBytes {
    package static func of(_ table: XLSXTable) throws(ClientError) -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "saleassistant-xlsx-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .storage("cannot make a folder for the spreadsheet: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("book.xlsx").path
        do {
            try XLSXFile.write(table, to: path, temporaryFolder: folder.path)
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch let failure as XLSXFile.Failure {
            throw .storage("cannot write the spreadsheet: \(failure)")
        } catch {
            throw .storage("cannot read the spreadsheet back: \(error.localizedDescription)")
        }
    }
}
