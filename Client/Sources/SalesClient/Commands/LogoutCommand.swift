import ArgumentParser

/// `sales logout`: forgets the session token.
public struct LogoutCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "logout", abstract: "Forget the saved session.")

    @OptionGroup public var options: GlobalOptions

    public init() {}

    public func run() throws {
        try run(in: .live(options))
    }

    public func run(in environment: ClientEnvironment) throws {
        let hadSession = try environment.session.logout()
        environment.console.warn(hadSession ? "Logged out." : "Not logged in.")
    }
}
