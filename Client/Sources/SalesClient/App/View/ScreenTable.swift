/// A table as the app draws every one: the titles on one row, then a row per item in view, the
/// selected one reversed across the screen with a `›` in the margin. Columns start after the
/// two-column margin, two columns apart, each at its width; text columns are cut to it, figures
/// right-aligned in it. Which columns fit, and how wide they are, is the caller's: it knows what to
/// drop first as the window narrows.
struct ScreenTable {
    struct Column {
        let title: String
        let width: Int
        let alignment: Alignment
        /// One cell per row in view.
        let cells: [String]
    }

    enum Alignment {
        /// Cut to the width with `…` (names, dates).
        case left
        /// Right-aligned (figures, shown whole: the caller makes room).
        case right
    }

    let view: AppView
    let columns: [Column]

    /// Draws the titles on `titleRow` and the rows under it; `selected`: the index among the rows
    /// in view of the selected one, if it is in view.
    func draw(titleRow: Int, selected: Int?, into grid: inout ScreenGrid) {
        let titles = view.style(bold: true, dim: true)
        var column = 2
        for item in columns {
            put(item.title, item, row: titleRow, column: column, style: titles, into: &grid)
            column += item.width + 2
        }
        let rows = columns.map(\.cells.count).min() ?? 0
        for index in 0..<rows {
            let row = titleRow + 1 + index
            let isSelected = index == selected
            let style = view.style(reverse: isSelected)
            if isSelected { grid.fill(row: row, style: style) }
            grid.put(isSelected ? "›" : " ", row: row, column: 0, style: view.style(bold: true, reverse: isSelected))
            column = 2
            for item in columns {
                put(item.cells[index], item, row: row, column: column, style: style, into: &grid)
                column += item.width + 2
            }
        }
    }

    private func put(
        _ text: String, _ item: Column, row: Int, column: Int, style: ScreenGrid.Style, into grid: inout ScreenGrid
    ) {
        switch item.alignment {
        case .left: grid.put(DisplayWidth.fit(text, item.width), row: row, column: column, style: style)
        case .right: view.putRight(text, row: row, column: column, width: item.width, style: style, into: &grid)
        }
    }
}
