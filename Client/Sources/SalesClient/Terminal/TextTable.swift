/// Plain-text columns, aligned by display width — a CJK character or an emoji takes two columns —
/// (styling is applied after padding).
package struct TextTable: Sendable {
    package typealias Alignment = Listing.Alignment

    struct Column: Sendable {
        let title: String
        let alignment: Alignment
    }

    let columns: [Column]
    var rows: [[String]] = []

    init(_ columns: [Column]) {
        self.columns = columns
    }

    mutating func append(_ row: [String]) {
        rows.append(row)
    }

    func render(style: TextStyle) -> String {
        let widths = columns.indices.map { index in
            ([columns[index].title] + rows.map { $0[index] }).map(DisplayWidth.of).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            zip(cells, zip(columns, widths)).map { cell, layout in
                let padding = String(repeating: " ", count: max(0, layout.1 - DisplayWidth.of(cell)))
                return layout.0.alignment == .left ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        let header = style.bold(line(columns.map(\.title)))
        return ([header] + rows.map(line)).joined(separator: "\n")
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
