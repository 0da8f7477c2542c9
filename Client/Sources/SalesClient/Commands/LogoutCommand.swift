import ArgumentParser

/// `sales logout`: forgets the session token.
package struct LogoutCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "Forget the saved session.")

    @OptionGroup package var options: GlobalOptions

    package init() {}

    package func run() throws {
        try run(in: .live(options))
    }

    package func run(in environment: ClientEnvironment) throws {
        let hadSession = try environment.session.logout()
        environment.console.warn(hadSession ? "Logged out." : "Not logged in.")
    }
}
