/// What the screen shows: rows of cells, each a character and its style. The view draws a state
/// into a grid; the terminal writer sends only the cells that changed since the last grid.
public struct ScreenGrid: Equatable, Sendable {
    public struct Style: Hashable, Sendable {
        public enum Color: Hashable, Sendable {
            case red, green, yellow, cyan
        }

        public var bold = false
        public var dim = false
        public var reverse = false
        public var color: Color?

        public init(bold: Bool = false, dim: Bool = false, reverse: Bool = false, color: Color? = nil) {
            self.bold = bold
            self.dim = dim
            self.reverse = reverse
            self.color = color
        }

        public static let plain = Style()
    }

    public struct Cell: Hashable, Sendable {
        /// `nil` for the second column of a wide character.
        public var character: Character?
        public var style: Style

        static let blank = Cell(character: " ", style: .plain)
    }

    public let width: Int
    public let height: Int
    public private(set) var cells: [[Cell]]
    /// Where the cursor is shown (row, column); `nil` hides it.
    public var cursor: (row: Int, column: Int)?

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Array(repeating: .blank, count: self.width), count: self.height)
    }

    /// Writes `text` from `column` on `row`, cut at `limit` columns (default: the row's end);
    /// returns the column after the text. Text is made terminal-safe by the caller.
    @discardableResult
    public mutating func put(
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
    public mutating func fill(row: Int, from column: Int = 0, count: Int? = nil, style: Style) {
        guard cells.indices.contains(row) else { return }
        let end = min(width, column + (count ?? width))
        guard column < end else { return }
        for index in max(0, column)..<end { cells[row][index].style = style }
    }

    /// The rows as text, trailing spaces removed: what the snapshot tests compare.
    public var text: String {
        cells.map { row in
            var line = String(row.compactMap(\.character))
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    public static func == (lhs: ScreenGrid, rhs: ScreenGrid) -> Bool {
        lhs.cells == rhs.cells && lhs.cursor?.row == rhs.cursor?.row && lhs.cursor?.column == rhs.cursor?.column
    }
}
