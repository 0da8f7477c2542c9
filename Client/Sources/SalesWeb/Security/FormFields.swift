import SalesSupport

/// The fields of a form's body (`application/x-www-form-urlencoded`): `+` is a space, `%XX` a
/// byte; a name given twice keeps its first value; malformed escapes are kept as written.
package struct FormFields: Sendable {
    private let fields: [(name: String, value: String)]

    package init(_ body: String) {
        fields = body.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (Self.decode(parts[0]), parts.count > 1 ? Self.decode(parts[1]) : "")
        }
    }

    package subscript(name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    private static func decode(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), utf8.count >= 2, let high = Hex.value(of: utf8[utf8.startIndex]),
                let low = Hex.value(of: utf8[utf8.index(after: utf8.startIndex)])
            {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
