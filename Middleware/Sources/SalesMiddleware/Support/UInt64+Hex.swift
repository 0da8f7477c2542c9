extension UInt64 {
    /// Sixteen lowercase hex digits, zero-padded.
    var paddedHex: String {
        let hex = String(self, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
