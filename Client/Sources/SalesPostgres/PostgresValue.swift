/// A parameter of a statement, sent as text (`$1`): PostgreSQL casts it to the column's type.
public enum PostgresValue: Sendable, Equatable {
    case text(String)
    case integer(Int64)
    /// `bytea`, sent as its hex form (`\x…`).
    case bytes([UInt8])
    case null

    /// The value as libpq's text format writes it; `nil` for NULL.
    var textForm: String? {
        switch self {
        case .text(let text): text
        case .integer(let number): String(number)
        case .bytes(let bytes): "\\x" + PostgresHex.encode(bytes)
        case .null: nil
        }
    }
}

/// `bytea`'s hex form, both ways.
enum PostgresHex {
    private static let digits = Array("0123456789abcdef".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `nil` unless `text` is `\x` and pairs of hex digits.
    static func decode(_ text: String) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard utf8.count >= 2, utf8[0] == UInt8(ascii: "\\"), utf8[1] == UInt8(ascii: "x"), utf8.count % 2 == 0
        else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity((utf8.count - 2) / 2)
        var index = 2
        while index < utf8.count {
            guard let high = value(utf8[index]), let low = value(utf8[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
