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

    private func grid(_ rows: [String]) -> ScreenGrid {
        var grid = ScreenGrid(width: (rows.map(\.count).max() ?? 0) + 1, height: rows.count)
        for (row, text) in rows.enumerated() { grid.put(text, row: row, column: 0) }
        return grid
    }
}
