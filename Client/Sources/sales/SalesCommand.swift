import ArgumentParser
import Foundation
import SalesClient
import SalesCore

/// `sales`: the SaleAssistant command-line client.
@main
struct SalesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sales",
        abstract: "Worldwide sales by product, converted to USD or any currency.",
        discussion: """
            With no command on a terminal, opens the full-screen app (`sales app`): log in, the product list \
            (/ filters, s sorts, r reloads), a product's detail with its monthly revenue (b goes back), L logs \
            out, q quits.

            Exit codes: 0 ok · 1 other error · 2 usage · 3 not logged in, wrong credentials or session \
            expired · 4 a server unreachable, timing out, failing, not at that address (404) or limiting requests \
            (429) · 5 bad data from a server.
            """,
        version: SaleAssistant.version,
        subcommands: [
            LoginCommand.self, LogoutCommand.self, ProductsCommand.self, ProductCommand.self, CurrenciesCommand.self,
            ConvertCommand.self, ReportCommand.self, QuoteCommand.self, RatesCommand.self, AppCommand.self,
        ],
        defaultSubcommand: AppCommand.self
    )

    /// Parses, runs, and leaves with the documented exit code and one clear line on stderr.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as ClientError {
            // `ClientError.description` is terminal-safe: it quotes servers and files.
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            Foundation.exit(error.exitCode)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                let stream = code == .success ? FileHandle.standardOutput : FileHandle.standardError
                stream.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
            }
            // argument-parser's usage errors (EX_USAGE, 64) leave with 2, like other tools.
            Foundation.exit(code.rawValue == 64 ? 2 : code.rawValue)
        }
    }
}
