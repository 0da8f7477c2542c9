/// Orders names the way a person reads a list: case, accents and width are ignored, and runs of
/// digits compare by value, so `iMac` sorts between `HomePod` and `MacBook`, and `iPhone 9` before
/// `iPhone 10`. Ties fall back to the raw text, so the order is total and deterministic.
///
/// Unlike `localizedStandardCompare`, it does not depend on the machine's locale, and the key is
/// folded once per name, so sorting a large catalog costs plain scalar comparisons.
public struct NaturalOrder: Comparable, Sendable {
    private let folded: [Unicode.Scalar]
    private let raw: String

    public init(_ text: String) {
        raw = text
        folded = Self.fold(text)
    }

    /// The text with case, accents and width folded away, as scalars. ASCII text, nearly every
    /// product name, folds to its lowercase without Foundation (accents and widths fold nothing
    /// there): a thousand names are sorted without a thousand trips through `folding`.
    package static func fold(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else {
                return Array(
                    text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
                        .unicodeScalars)
            }
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            scalars.append(Unicode.Scalar(lower))
        }
        return scalars
    }

    public static func == (lhs: NaturalOrder, rhs: NaturalOrder) -> Bool {
        lhs.raw == rhs.raw
    }

    public static func < (lhs: NaturalOrder, rhs: NaturalOrder) -> Bool {
        switch compare(lhs.folded, rhs.folded) {
        case .some(let isLess): isLess
        case .none: lhs.raw < rhs.raw
        }
    }

    /// `true`/`false` when the folded keys differ, `nil` when they are equal.
    private static func compare(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Bool? {
        var left = 0
        var right = 0
        while left < lhs.count, right < rhs.count {
            if isDigit(lhs[left]), isDigit(rhs[right]) {
                let leftEnd = endOfDigits(lhs, from: left)
                let rightEnd = endOfDigits(rhs, from: right)
                if let order = compareNumbers(lhs[left..<leftEnd], rhs[right..<rightEnd]) { return order }
                left = leftEnd
                right = rightEnd
            } else {
                if lhs[left] != rhs[right] { return lhs[left].value < rhs[right].value }
                left += 1
                right += 1
            }
        }
        if lhs.count - left != rhs.count - right { return lhs.count - left < rhs.count - right }
        return nil
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func endOfDigits(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        return end
    }

    /// Compares two digit runs by value (leading zeros ignored), `nil` when equal.
    private static func compareNumbers(_ lhs: ArraySlice<Unicode.Scalar>, _ rhs: ArraySlice<Unicode.Scalar>) -> Bool? {
        let left = lhs.drop { $0 == "0" }
        let right = rhs.drop { $0 == "0" }
        if left.count != right.count { return left.count < right.count }
        for (l, r) in zip(left, right) where l != r { return l.value < r.value }
        return nil
    }
}
