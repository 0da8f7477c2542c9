import ArgumentParser
import Foundation
import SalesClient
import SalesCore
import SalesOutput
import SalesVersion
import SalesWeb

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

            Exit codes: 0 ok · 1 other error (output that cannot be written included) · 2 usage · 3 not logged in, \
            wrong credentials or session expired · 4 a server unreachable, timing out, failing, not at that address \
            (404), limiting requests (429) or, for the middleware, refusing (401, 403) · 5 bad data from a server \
            · 6 the HTTP client (libcurl) missing or broken on this machine.
            """,
        version: SaleAssistant.version,
        subcommands: [
            LoginCommand.self, LogoutCommand.self, ProductsCommand.self, ProductCommand.self, CurrenciesCommand.self,
            ConvertCommand.self, ReportCommand.self, OverviewCommand.self, QuoteCommand.self, RatesCommand.self,
            AppCommand.self,
            WebCommand.self,
        ],
        defaultSubcommand: AppCommand.self
    )

    /// Parses, runs, and leaves with the documented exit code and one clear line on stderr; a
    /// result or message that could not be written leaves with 1 (a reader gone: quietly).
    static func main() async {
        StandardStream.occupyClosedDescriptors()
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as WriteFailure {
            // A result standard output could not take (a closed pipe: quietly).
            StandardStream.exit(after: failure, saying: "error: \(ClientError.outputFailed(failure))")
        } catch let error as ClientError {
            if case .outputFailed(let failure) = error {
                StandardStream.exit(after: failure, saying: "error: \(error)")
            }
            // `ClientError.description` is terminal-safe: it quotes servers and files.
            leave(error.exitCode, printing: "error: \(error)", on: .error)
        } catch {
            let code = exitCode(for: error)
            // argument-parser's usage errors (EX_USAGE, 64) leave with 2, like other tools.
            leave(
                code.rawValue == 64 ? 2 : code.rawValue, printing: fullMessage(for: error),
                on: code == .success ? .output : .error)
        }
        if let failure = StandardStream.firstFailure {
            StandardStream.exit(after: failure, saying: nil)
        }
    }

    /// Writes `message` (help, a version or an error) and exits with `code`, or with 1 when help
    /// or a version cannot be written.
    private static func leave(_ code: Int32, printing message: String, on stream: StandardStream) -> Never {
        if !message.isEmpty {
            do {
                try stream.write(message.hasSuffix("\n") ? message : message + "\n")
            } catch {
                if stream == .output {
                    StandardStream.exit(after: error, saying: "error: \(ClientError.outputFailed(error))")
                }
            }
        }
        if code == 0, let failure = StandardStream.firstFailure {
            StandardStream.exit(after: failure, saying: nil)
        }
        Foundation.exit(code)
    }
}
