extension UInt64 {
    /// Sixteen lowercase hex digits, zeros in front: a hash or an id as fixed-width text.
    public var paddedHex: String {
        let hex = String(self, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
