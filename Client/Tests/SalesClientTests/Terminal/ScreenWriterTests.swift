import SalesClient
import Testing

@Suite struct ScreenWriterTests {
    @Test func writesTheFirstFrameWholeOverAClearedScreen() {
        var sut = ScreenWriter()
        let output = sut.frame(grid(["ab", "cd"]))
        #expect(output.contains("\u{1B}[2J"))
        #expect(output.contains("\u{1B}[1;1H\u{1B}[0mab"))
        #expect(output.contains("\u{1B}[2;1H\u{1B}[0mcd"))
    }

    @Test func writesOnlyTheChangedSpanOfChangedRows() {
        var sut = ScreenWriter()
        _ = sut.frame(grid(["hello", "world"]))
        let output = sut.frame(grid(["hello", "wOrLd"]))
        #expect(!output.contains("\u{1B}[2J"))
        #expect(!output.contains("\u{1B}[1;"))
        #expect(output.contains("\u{1B}[2;2H\u{1B}[0mOrL\u{1B}[0m"))
        #expect(!output.contains("hello"))
    }

    @Test func writesNothingButTheCursorWhenNothingChanged() {
        var sut = ScreenWriter()
        _ = sut.frame(grid(["same"]))
        #expect(sut.frame(grid(["same"])) == "\u{1B}[?25l")
    }

    @Test func redrawsWholeAfterAResizeOrWhenInvalidated() {
        var sut = ScreenWriter()
        _ = sut.frame(grid(["ab"]))
        #expect(sut.frame(grid(["abc"])).contains("\u{1B}[2J"))
        sut.invalidate()
        #expect(sut.frame(grid(["abc"])).contains("\u{1B}[2J"))
    }

    @Test func stylesCellsAndShowsTheCursorWhereTheGridPutsIt() {
        var sut = ScreenWriter()
        var styled = ScreenGrid(width: 4, height: 1)
        styled.put("ab", row: 0, column: 0, style: ScreenGrid.Style(bold: true, color: .red))
        styled.cursor = (0, 2)
        let output = sut.frame(styled)
        #expect(output.contains("\u{1B}[0;1;31mab\u{1B}[0m  "))
        #expect(output.hasSuffix("\u{1B}[1;3H\u{1B}[?25h"))
    }

    @Test func neverSplitsAWideCharacter() {
        var sut = ScreenWriter()
        _ = sut.frame(grid(["x日y"]))
        let output = sut.frame(grid(["x本y"]))
        #expect(output.contains("\u{1B}[1;2H\u{1B}[0m本\u{1B}[0m"))
    }

    /// A terminal that draws a ZWJ family, a skin tone or a keycap wider than the grid measured it
    /// still shows every figure after it in its column, whole.
    @Test(arguments: ["👨‍👩‍👧‍👦", "👍🏽", "1️⃣", "🏳️‍🌈"])
    func figuresAfterANameTheTerminalDrawsWiderStayInTheirColumns(_ emoji: String) {
        var grid = ScreenGrid(width: 30, height: 1)
        grid.put(emoji + " Family", row: 0, column: 2)
        grid.put("1,234.50", row: 0, column: 20)
        var sut = ScreenWriter()
        // Each scalar two columns wide but joiners and selectors: as a terminal without grapheme
        // clusters counts them (8 for the family).
        let shown = ScalarTerminal(width: 30).apply(sut.frame(grid))
        #expect(shown.dropFirst(20).prefix(8) == "1,234.50", "\(shown)")
    }

    private func grid(_ rows: [String]) -> ScreenGrid {
        var grid = ScreenGrid(width: (rows.map(\.count).max() ?? 0) + 1, height: rows.count)
        for (row, text) in rows.enumerated() { grid.put(text, row: row, column: 0) }
        return grid
    }
}

/// The smallest terminal for the tests above: one row, cursor positions (`ESC[row;colH`) and text,
/// each scalar as wide as a terminal that knows no grapheme clusters draws it (emoji and other
/// wide scalars two columns, joiners, selectors and combining marks none); other escapes ignored.
private struct ScalarTerminal {
    let width: Int

    func apply(_ output: String) -> String {
        var cells = [Character](repeating: " ", count: width)
        var column = 0
        var scalars = Array(output.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}" {
                var sequence = ""
                while let next = scalars.popFirst() {
                    sequence.unicodeScalars.append(next)
                    if next.properties.isAlphabetic { break }
                }
                if sequence.hasSuffix("H"), let target = sequence.dropFirst().split(separator: ";").last {
                    column = (Int(target.dropLast()) ?? 1) - 1
                }
                continue
            }
            let columns = scalarWidth(scalar)
            guard columns > 0 else { continue }
            if column < width { cells[column] = Character(scalar) }
            if columns == 2, column + 1 < width { cells[column + 1] = " " }
            column += columns
        }
        return String(cells)
    }

    private func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        if scalar == "\u{200D}" || scalar == "\u{FE0F}" || scalar == "\u{20E3}" { return 0 }
        if scalar.properties.generalCategory == .nonspacingMark { return 0 }
        return scalar.value >= 0x1F000 ? 2 : 1
    }
}
