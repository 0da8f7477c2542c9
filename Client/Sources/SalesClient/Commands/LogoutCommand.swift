import ArgumentParser

/// `sales logout`: forgets the session token, the user's local copy and kept rates; `--all`: every
/// user's, every session, and the key.
package struct LogoutCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "Forget the saved session, and its local copy.")

    @OptionGroup package var options: GlobalOptions

    @Flag(
        help:
            "Forget everything of sales on this machine: every user's session, local copy and kept rates, the key, and what was set aside."
    )
    package var all = false

    package init() {}

    package func run() throws {
        try run(in: .live(options))
    }

    package func run(in environment: ClientEnvironment) throws {
        guard !all else {
            try environment.session.logoutAll()
            environment.console.warn("Forgot every session, local copy and kept rates of sales on this machine.")
            return
        }
        let hadSession = try environment.session.logout()
        environment.console.warn(hadSession ? "Logged out." : "Not logged in.")
    }
}
