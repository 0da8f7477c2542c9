import SalesSupport

/// A random secret for the web front end (the one-time key, a session id, a form's token): 128
/// bits from the system's generator, as 32 lowercase hex digits, compared in constant time.
package struct Secret: Sendable, Equatable {
    package let text: String

    package init() {
        var generator = SystemRandomNumberGenerator()
        var digits: [UInt8] = []
        digits.reserveCapacity(32)
        for _ in 0..<2 {
            let word = generator.next() as UInt64
            for shift in stride(from: 60, through: 0, by: -4) {
                digits.append(Hex.lowercase[Int((word >> UInt64(shift)) & 0xF)])
            }
        }
        text = String(decoding: digits, as: UTF8.self)
    }

    /// A secret made elsewhere, written as lowercase hex digits (32, or 64 for a team server's
    /// 256-bit session id); `nil` for anything else.
    package init?(text: String) {
        guard text.utf8.count == 32 || text.utf8.count == 64,
            text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        self.text = text
    }

    /// Whether `text` is written as a secret is: 32 lowercase hex digits.
    package static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 32
            && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Whether `candidate` is this secret, byte for byte, in a time that does not depend on where
    /// they first differ.
    package func matches(_ candidate: String?) -> Bool {
        candidate.map { ConstantTime.equal($0, text) } ?? false
    }

}
