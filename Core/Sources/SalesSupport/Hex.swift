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

    /// The value of one hex digit, either case; `nil` for any other byte.
    public static func value(of digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `bytes` as lowercase hex digits, two a byte.
    public static func lowercaseString(_ bytes: some Sequence<UInt8>) -> String {
        var digits: [UInt8] = []
        for byte in bytes {
            digits.append(lowercase[Int(byte >> 4)])
            digits.append(lowercase[Int(byte & 0xF)])
        }
        return String(decoding: digits, as: UTF8.self)
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
