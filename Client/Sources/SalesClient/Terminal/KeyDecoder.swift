/// Turns the bytes a terminal sends in raw mode into keys: UTF-8 text, control keys, and the
/// escape sequences of arrows and the editing keys (both the `ESC [` and `ESC O` forms).
///
/// Bytes arrive in chunks as the terminal writes them; a sequence or character cut between two
/// chunks waits for the rest. A lone `ESC` at the end of a chunk is the Escape key (a terminal
/// writes a whole sequence at once). Unknown sequences are dropped whole, never typed as text.
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    package init() {}

    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        // Nothing a terminal sends is this long unfinished: drop it rather than grow.
        if pending.count > 64 { pending.removeAll() }
        return keys
    }

    /// The key at `index` and the bytes it takes (`nil` key: bytes to drop); `nil` when incomplete.
    private static func key(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escape(at: index, in: bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (nil, 1)
        case 0x20...0x7E: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return utf8(at: index, in: bytes)
        }
    }

    private static func escape(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        guard index + 1 < bytes.count else { return (.escape, 1) }
        let introducer = bytes[index + 1]
        // ESC then anything but a sequence: Escape, then that key (typed quickly, or pasted with it).
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.escape, 1) }
        // Parameters and intermediates (0x20–0x3F), then one final byte (0x40–0x7E).
        var end = index + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        guard (0x40...0x7E).contains(bytes[end]) else { return (nil, end - index) }
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        let key: Key? =
            switch (bytes[end], parameters) {
            case (UInt8(ascii: "A"), _): .up
            case (UInt8(ascii: "B"), _): .down
            case (UInt8(ascii: "C"), _): .right
            case (UInt8(ascii: "D"), _): .left
            case (UInt8(ascii: "H"), _): .home
            case (UInt8(ascii: "F"), _): .end
            case (UInt8(ascii: "Z"), _): .backTab
            case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
            case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
            case (UInt8(ascii: "~"), "3"): .delete
            case (UInt8(ascii: "~"), "5"): .pageUp
            case (UInt8(ascii: "~"), "6"): .pageDown
            default: nil
            }
        return (key, end - index + 1)
    }

    private static func utf8(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let lead = bytes[index]
        let length =
            switch lead {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return (nil, 1) }  // a stray continuation or an invalid lead byte
        guard index + length <= bytes.count else {
            // Wait for the rest, unless what came is already not a continuation.
            let continuations = bytes[(index + 1)...].allSatisfy { $0 & 0xC0 == 0x80 }
            return continuations ? nil : (nil, 1)
        }
        let slice = bytes[index..<(index + length)]
        guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
            let text = String(validating: slice, as: UTF8.self), let character = text.first,
            text.unicodeScalars.allSatisfy({ !($0.value >= 0x80 && $0.value <= 0x9F) })
        else { return (nil, 1) }
        return (.character(character), length)
    }
}
