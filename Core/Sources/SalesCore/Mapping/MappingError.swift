/// Why an upstream response could not be turned into models.
public enum MappingError: Error, Hashable, Sendable {
    /// The server answered with a status outside 200–299. `message` is the text of its
    /// `{"message": …}` (or `{"error": …}`) body when it sent one.
    case status(Int, message: String?)
    /// A success status whose body is not the expected shape; `reason` says what was wrong.
    case invalidPayload(statusCode: Int, reason: String)
}

extension MappingError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .status(let code, let message?): "\(message) (HTTP \(code))"
        case .status(let code, nil): "the server answered HTTP \(code)"
        case .invalidPayload(let code, let reason): "unexpected response (HTTP \(code)): \(reason)"
        }
    }
}
