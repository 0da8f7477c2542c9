/// Why what the person typed (or piped in) could not be read as an answer.
package enum InputError: Error, Equatable, CustomStringConvertible {
    /// The bytes are not UTF-8: sent on with replacement characters, a password would be wrong.
    case notText

    package var description: String {
        switch self {
        case .notText: "the input is not UTF-8 text: check the terminal's or the file's encoding"
        }
    }
}
