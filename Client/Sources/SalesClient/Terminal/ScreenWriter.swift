/// Turns a new grid into the ANSI text that changes the terminal from the previous grid: only
/// the changed span of each changed row is written, so redraws do not flicker. With no previous
/// grid (first frame, after a resize) everything is written over a cleared screen.
///
/// Terminals disagree on how wide some characters are (a ZWJ family, a skin tone, a keycap: two
/// columns in most, eight or four in some): after any character but printable ASCII the cursor
/// is placed again, at the column the grid says, so a name another terminal draws wider can never
/// push the figures after it out of their columns or off the screen.
package struct ScreenWriter: Sendable {
    private var previous: ScreenGrid?

    package init() {}

    /// Forget what the terminal shows (its size changed, or it was disturbed): the next frame is whole.
    package mutating func invalidate() {
        previous = nil
    }

    package mutating func frame(_ grid: ScreenGrid) -> String {
        var output = "\u{1B}[?25l"  // hide the cursor while drawing
        let whole = previous.map { $0.width != grid.width || $0.height != grid.height } ?? true
        if whole { output += "\u{1B}[0m\u{1B}[2J" }
        for row in 0..<grid.height {
            let cells = grid.cells[row]
            var first = 0
            var last = grid.width - 1
            if !whole, let old = previous?.cells[row] {
                guard let start = cells.indices.first(where: { cells[$0] != old[$0] }),
                    let end = cells.indices.last(where: { cells[$0] != old[$0] })
                else { continue }
                first = start
                last = end
            }
            // Never start or stop in the middle of a wide character.
            while first > 0, cells[first].character == nil { first -= 1 }
            while last + 1 < grid.width, cells[last + 1].character == nil { last += 1 }
            output += "\u{1B}[\(row + 1);\(first + 1)H"
            var style: ScreenGrid.Style?
            var anchored = true
            for column in first...last {
                let cell = cells[column]
                guard let character = cell.character else { continue }
                if !anchored { output += "\u{1B}[\(row + 1);\(column + 1)H" }
                if cell.style != style {
                    output += Self.sgr(cell.style)
                    style = cell.style
                }
                output.append(character)
                // Printable ASCII is one column on every terminal; anything else, place the next anew.
                anchored =
                    character.unicodeScalars.count == 1
                    && (0x20..<0x7F).contains(character.unicodeScalars.first?.value ?? 0)
            }
            output += "\u{1B}[0m"
        }
        if let cursor = grid.cursor {
            output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
        }
        previous = grid
        return output
    }

    /// Select Graphic Rendition: reset, then the style's attributes.
    static func sgr(_ style: ScreenGrid.Style) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.reverse { codes.append("7") }
        switch style.color {
        case .red: codes.append("31")
        case .green: codes.append("32")
        case .yellow: codes.append("33")
        case .cyan: codes.append("36")
        case nil: break
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
