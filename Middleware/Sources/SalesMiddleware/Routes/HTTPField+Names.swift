import HTTPTypes

extension HTTPField.Name {
    /// `X-Cache: hit | miss | stale`: how fresh a rates answer is.
    static let xCache = literal("X-Cache")
    /// `X-Request-Id`: the request's id, as logged.
    static let xRequestID = literal("X-Request-Id")

    /// A header name spelled in this file. A typo stops the process on first use — every test
    /// that serves rates uses both — instead of sending some other header.
    private static func literal(_ name: String) -> HTTPField.Name {
        guard let field = HTTPField.Name(name) else { preconditionFailure("'\(name)' is not a valid header name") }
        return field
    }
}
