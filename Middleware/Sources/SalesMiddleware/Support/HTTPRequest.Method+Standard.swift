import HTTPTypes

extension HTTPRequest.Method {
    /// RFC 9110's methods, PATCH, and QUERY (the IETF's safe method with a body, which HTTPTypes
    /// does not name yet). Any other is answered 501 (RFC 9110 §15.6.2, ``APIMiddleware``)
    /// and never becomes a metric label, so the labels stay a small fixed set whatever methods
    /// clients invent.
    static let standard: [HTTPRequest.Method] =
        [.get, .head, .post, .put, .delete, .connect, .options, .trace, .patch]
        + ["QUERY"].compactMap { HTTPRequest.Method($0) }

    /// Whether the method is one of ``standard`` (GET first: the common case costs one comparison).
    var isStandard: Bool { self == .get || Self.standard.contains(self) }
}
