import ArgumentParser
import Foundation
import SalesCore

/// `sales app` — and `sales` with no command: the full-screen app on a terminal.
package struct AppCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "The full-screen app (what `sales` alone opens on a terminal).",
        discussion: """
            Log in, the product list (/ filters, s sorts, r reloads), a product's detail with its monthly \
            revenue (b goes back), L logs out, q quits. Needs a terminal on stdin and stdout.
            """
    )

    @OptionGroup package var options: GlobalOptions
    @OptionGroup package var currency: CurrencyOption
    @OptionGroup package var locale: LocaleOption

    package init() {}

    package func run() async throws {
        let environment = try ClientEnvironment.live(options, currency: currency)
        guard environment.console.isInteractive, let terminal = ANSITerminal() else {
            throw ClientError.usage("no command given (and not on a terminal): see `sales --help`")
        }
        // The stores' notices are held while the app owns the screen (its banner shows them), then
        // written once the terminal is restored: defers run last first.
        environment.notices.hold()
        defer { environment.notices.release() }
        defer { terminal.close() }
        await run(in: environment, terminal: terminal)
    }

    package func run(in environment: ClientEnvironment, terminal: any TerminalDevice) async {
        await FullScreenApp(
            session: environment.session,
            terminal: terminal,
            view: AppView(
                colors: environment.console.style.enabled,
                numbers: locale.numbers(environment: environment.processEnvironment),
                words: locale.words(environment: environment.processEnvironment)),
            host: environment.apiHost,
            currency: environment.currency,
            timeZone: environment.timeZone,
            notices: environment.notices
        ).run()
    }
}
