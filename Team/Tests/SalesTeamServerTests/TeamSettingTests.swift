import Foundation
import SalesConfiguration
import SalesTeamServer
import Testing

@Suite struct TeamSettingTests {
    /// The manual's table of `sales-web-server`'s settings names every setting of the table, in its
    /// order, with its flag, its variable and its default: the one place the manual could drift.
    @Test func theManualsTableIsTheSettingsTable() throws {
        let rows = try manualRows()
        #expect(rows.map(\.flag) == TeamSetting.allCases.map(\.flag))
        #expect(rows.map(\.environment) == TeamSetting.allCases.map(\.environment))
        for (row, setting) in zip(rows, TeamSetting.allCases) {
            let expected = try #require(setting.defaultText)
            #expect(row.defaultText.contains(expected), "\(setting.environment): \(row.defaultText)")
        }
    }

    /// `--help` (and so the man page) names every variable and every flag, each once.
    @Test func theHelpNamesEverySettingOnce() {
        let help = TeamSetting.environmentParagraph
        for setting in TeamSetting.allCases {
            #expect(help.components(separatedBy: setting.environment + " ").count == 2, "\(setting.environment)")
            #expect(setting.help.contains("(\(setting.environment)"))
        }
    }

    /// The flags override their variables, by the table.
    @Test func eachFlagOverridesItsVariable() {
        let flags = TeamSetting.flags([.currency: "EUR", .listen: "127.0.0.1:1"])
        #expect(flags.count == TeamSetting.allCases.count)
        #expect(flags.filter { $0.text != nil }.map(\.name).sorted() == ["--currency", "--listen"])
    }

    /// The rows under **sales-web-server** in docs/configuration.md: flag, variable, default, without
    /// backticks.
    private func manualRows() throws -> [(flag: String, environment: String, defaultText: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("| **sales-web-server**") })
        return lines[(start + 1)...].prefix { !$0.hasPrefix("| **") && $0.hasPrefix("|") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
            }
            return (cells[2], cells[3], cells[4])
        }
    }
}
