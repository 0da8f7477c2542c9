/// What a command reads from the person running it: answers to prompts and lines of standard
/// input. Text that is not UTF-8 is refused (``InputError/notText``), never sent on with
/// replacement characters in it.
package protocol UserInput: Sendable {
    /// Asks on the terminal and reads the answer (echoed); `nil` at end of input.
    func line(_ question: String) throws(InputError) -> String?
    /// Asks on the terminal and reads the answer without echo; `nil` at end of input.
    func secret(_ question: String) throws(InputError) -> String?
    /// The next line of standard input, without its newline; `nil` at end of input.
    func nextLine() throws(InputError) -> String?
}

/// The process's terminal and standard input.
package struct StandardInput: UserInput {
    package init() {}

    package func line(_ question: String) throws(InputError) -> String? { try Prompt.line(question) }
    package func secret(_ question: String) throws(InputError) -> String? { try Prompt.secret(question) }
    package func nextLine() throws(InputError) -> String? { try Prompt.text(Prompt.readLineBytes()) }
}
