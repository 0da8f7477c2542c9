/// What a command reads from the person running it: answers to prompts and lines of standard
/// input. Text that is not UTF-8 is refused (``ClientError/usage(_:)``), never sent on with
/// replacement characters in it.
public protocol UserInput: Sendable {
    /// Asks on the terminal and reads the answer (echoed); `nil` at end of input.
    func line(_ question: String) throws(ClientError) -> String?
    /// Asks on the terminal and reads the answer without echo; `nil` at end of input.
    func secret(_ question: String) throws(ClientError) -> String?
    /// The next line of standard input, without its newline; `nil` at end of input.
    func nextLine() throws(ClientError) -> String?
}

/// The process's terminal and standard input.
public struct StandardInput: UserInput {
    public init() {}

    public func line(_ question: String) throws(ClientError) -> String? { try Prompt.line(question) }
    public func secret(_ question: String) throws(ClientError) -> String? { try Prompt.secret(question) }
    public func nextLine() throws(ClientError) -> String? { try Prompt.text(Prompt.readLineBytes()) }
}
