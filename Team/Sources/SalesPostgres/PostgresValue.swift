import SalesSupport

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
    static func encode(_ bytes: [UInt8]) -> String {
        Hex.lowercaseString(bytes)
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
            guard let high = Hex.value(of: utf8[index]), let low = Hex.value(of: utf8[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }
}
