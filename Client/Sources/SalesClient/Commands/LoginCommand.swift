import ArgumentParser
import Foundation

/// `sales login`: asks for (or reads) credentials and keeps the session token.
package struct LoginCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Log in and keep the session (encrypted) for the next commands.",
        discussion:
            "On a terminal, asks for what is missing (the password without echo). Scripts: --username and --password-stdin."
    )

    @OptionGroup package var options: GlobalOptions

    @Option(help: "The user name (asked when missing on a terminal).")
    package var username: String?

    @Flag(help: "Read the password from the first line of standard input.")
    package var passwordStdin = false

    package init() {}

    package func validate() throws {
        if let username, username.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--username must not be empty")
        }
    }

    package func run() async throws {
        try await run(in: .live(options))
    }

    package func run(in environment: ClientEnvironment) async throws {
        let console = environment.console
        guard let username = try username ?? (console.isInteractive ? environment.input.line("Username: ") : nil) else {
            throw ClientError.usage("no username: pass --username (or run on a terminal)")
        }
        let password: String?
        if passwordStdin {
            password = try environment.input.nextLine()
        } else if console.isInteractive {
            password = try environment.input.secret("Password: ")
        } else {
            throw ClientError.usage("no password: pass --password-stdin (or run on a terminal)")
        }
        guard !username.isEmpty, let password, !password.isEmpty else {
            throw ClientError.usage("username and password must not be empty")
        }
        try await Spinner.run("Logging in…", console: console) { () async throws(ClientError) in
            try await environment.session.login(username: username, password: password)
        }
        console.warn("Logged in as \(username).")
    }
}
