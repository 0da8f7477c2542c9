/// What a command reads from the person running it: answers to prompts and lines of standard input.
public protocol UserInput: Sendable {
    /// Asks on the terminal and reads the answer (echoed); `nil` at end of input.
    func line(_ question: String) -> String?
    /// Asks on the terminal and reads the answer without echo; `nil` at end of input.
    func secret(_ question: String) -> String?
    /// The next line of standard input, without its newline; `nil` at end of input.
    func nextLine() -> String?
}

/// The process's terminal and standard input.
public struct StandardInput: UserInput {
    public init() {}

    public func line(_ question: String) -> String? { Prompt.line(question) }
    public func secret(_ question: String) -> String? { Prompt.secret(question) }
    public func nextLine() -> String? { readLine(strippingNewline: true) }
}
