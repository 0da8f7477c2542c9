import ArgumentParser
import SalesClient
import Testing

/// What `sales help COMMAND` (and the man pages made from it) says of days and months.
@Suite struct HelpTextTests {
    @Test(arguments: [
        ProductCommand.helpMessage(columns: 200), ReportCommand.helpMessage(columns: 200),
    ])
    func daysAndMonthsAreTheReadersNotUTCs(_ help: String) {
        #expect(help.contains("reader's zone"))
        for stale in ["UTC days", "UTC calendar", "(UTC)"] { #expect(!help.contains(stale), "\(stale)") }
    }
}
