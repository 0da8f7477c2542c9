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
        let input = environment.input
        guard
            let username = try username
                ?? (console.isInteractive ? Self.asked { () throws(InputError) in try input.line("Username: ") } : nil)
        else {
            throw ClientError.usage("no username: pass --username (or run on a terminal)")
        }
        let password: String?
        if passwordStdin {
            password = try Self.asked { () throws(InputError) in try input.nextLine() }
        } else if console.isInteractive {
            password = try Self.asked { () throws(InputError) in try input.secret("Password: ") }
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

    /// An answer read from the person: one that cannot be read is a usage error (exit 2).
    private static func asked(_ read: () throws(InputError) -> String?) throws(ClientError) -> String? {
        do { return try read() } catch { throw .usage(error.description) }
    }
}
