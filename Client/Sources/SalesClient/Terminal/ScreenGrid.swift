/// What the screen shows: rows of cells, each a character and its style. The view draws a state
/// into a grid; the terminal writer sends only the cells that changed since the last grid.
package struct ScreenGrid: Equatable, Sendable {
    package struct Style: Hashable, Sendable {
        package enum Color: Hashable, Sendable {
            case red, green, yellow, cyan
        }

        package var bold = false
        package var dim = false
        package var reverse = false
        package var color: Color?

        package init(bold: Bool = false, dim: Bool = false, reverse: Bool = false, color: Color? = nil) {
            self.bold = bold
            self.dim = dim
            self.reverse = reverse
            self.color = color
        }

        package static let plain = Style()
    }

    package struct Cell: Hashable, Sendable {
        /// `nil` for the second column of a wide character.
        package var character: Character?
        package var style: Style

        static let blank = Cell(character: " ", style: .plain)
    }

    package let width: Int
    package let height: Int
    package private(set) var cells: [[Cell]]
    /// Where the cursor is shown (row, column); `nil` hides it.
    package var cursor: (row: Int, column: Int)?

    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Array(repeating: .blank, count: self.width), count: self.height)
    }

    /// Writes `text` from `column` on `row`, cut at `limit` columns (default: the row's end);
    /// returns the column after the text. Text is made terminal-safe by the caller.
    @discardableResult
    package mutating func put(
        _ text: some StringProtocol, row: Int, column: Int, style: Style = .plain, limit: Int? = nil
    )
        -> Int
    {
        guard cells.indices.contains(row), column >= 0 else { return column }
        let end = min(width, column + (limit ?? width))
        var position = column
        for character in text {
            let columns = DisplayWidth.of(character)
            guard columns > 0 else { continue }
            guard position + columns <= end else { break }
            cells[row][position] = Cell(character: character, style: style)
            if columns == 2 { cells[row][position + 1] = Cell(character: nil, style: style) }
            position += columns
        }
        return position
    }

    /// Paints `style` over a row from `column` for `count` cells (a selection bar, a header).
    package mutating func fill(row: Int, from column: Int = 0, count: Int? = nil, style: Style) {
        guard cells.indices.contains(row) else { return }
        let end = min(width, column + (count ?? width))
        guard column < end else { return }
        for index in max(0, column)..<end { cells[row][index].style = style }
    }

    /// The rows as text, trailing spaces removed: what the snapshot tests compare.
    package var text: String {
        cells.map { row in
            var line = String(row.compactMap(\.character))
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    package static func == (lhs: ScreenGrid, rhs: ScreenGrid) -> Bool {
        lhs.cells == rhs.cells && lhs.cursor?.row == rhs.cursor?.row && lhs.cursor?.column == rhs.cursor?.column
    }
}
