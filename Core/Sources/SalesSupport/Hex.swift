/// Hexadecimal digits, in one place: hashes and ids as fixed-width text, escapes, UUIDs.
public enum Hex {
    /// `0`…`9`, `a`…`f`, as UTF-8.
    public static let lowercase: [UInt8] = Array("0123456789abcdef".utf8)
    /// `0`…`9`, `A`…`F`, as UTF-8.
    public static let uppercase: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// The `index`th of `value`'s sixteen digits (0…15), most significant first.
    @inlinable public static func digit(_ index: Int, of value: UInt64, uppercase: Bool = false) -> UInt8 {
        let nibble = Int(truncatingIfNeeded: value >> (60 - 4 * UInt64(truncatingIfNeeded: index & 15))) & 0xF
        return uppercase ? Self.uppercase[nibble] : lowercase[nibble]
    }

    /// `value`'s sixteen digits, zeros in front.
    public static func padded(_ value: UInt64, uppercase: Bool = false) -> String {
        String(decoding: (0..<16).map { digit($0, of: value, uppercase: uppercase) }, as: UTF8.self)
    }
}

extension UInt64 {
    /// Sixteen lowercase hex digits, zeros in front: a hash or an id as fixed-width text.
    public var paddedHex: String { Hex.padded(self) }
}
