import SalesSupport

/// How many terminal columns text takes, a grapheme cluster at a time as terminals that know
/// them draw it: 2 for East Asian wide characters and emoji — a whole emoji sequence too (a ZWJ
/// family, a flag, a skin tone, a keycap `1️⃣`: one wide cell) —, 0 for controls, 1 otherwise
/// (combining marks ride along). Where a terminal draws one wider, the screen writer places the
/// next cell anew, so nothing after it moves.
enum DisplayWidth {
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first else { return 0 }
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return 0 }
        if scalars.count > 1, isEmojiSequence(scalars) { return 2 }
        if scalar.value < 0x1100 { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    /// An emoji made of several scalars: with a presentation selector (U+FE0F), a keycap (U+20E3),
    /// or joined (U+200D) to an emoji — not a joiner between letters of a script (Devanagari).
    private static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
        scalars.contains { $0 == "\u{FE0F}" || $0 == "\u{20E3}" }
            || (scalars.contains("\u{200D}") && scalars.contains { $0.properties.isEmojiPresentation })
    }

    static func of(_ text: some StringProtocol) -> Int {
        // Printable ASCII (a table's names and figures, nearly always): a column a byte, no
        // grapheme to find.
        let printable = text.utf8.withContiguousStorageIfAvailable { bytes in
            TerminalSafe.isPrintableASCII(bytes) ? bytes.count : nil
        }
        if let printable, let columns = printable { return columns }
        return text.reduce(0) { $0 + of($1) }
    }

    /// Text cut to `width` columns, ending in "…" when something was cut.
    static func fit(_ text: some StringProtocol, _ width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return String(text) }
        var fitted = ""
        var used = 0
        for character in text {
            let columns = of(character)
            if used + columns > width - 1 { break }
            fitted.append(character)
            used += columns
        }
        return fitted + "…"
    }

    /// East Asian Wide and Fullwidth blocks (Unicode 15), the common ones.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
        0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
}
