import HTTPTypes

extension HTTPField.Name {
    /// `X-Cache: hit | miss | stale`: how fresh a rates answer is.
    static let xCache = HTTPField.Name("X-Cache") ?? .via
    /// `X-Request-Id`: the request's id, as logged.
    static let xRequestID = HTTPField.Name("X-Request-Id") ?? .via
}

extension UInt64 {
    /// Sixteen lowercase hex digits, zero-padded.
    var paddedHex: String {
        let hex = String(self, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
