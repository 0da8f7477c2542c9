import SalesSupport

/// Text put into an address: every byte of its UTF-8 but the unreserved ones (RFC 3986) escaped.
package enum WebPath {
    package static func queryValue(_ text: String) -> String {
        var escaped = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                escaped += "%"
                escaped.unicodeScalars.append(Unicode.Scalar(Hex.uppercase[Int(byte >> 4)]))
                escaped.unicodeScalars.append(Unicode.Scalar(Hex.uppercase[Int(byte & 0xF)]))
            }
        }
        return escaped
    }
}
