import SalesCore

extension Listing {
    /// An aligned table with the lines around it, emphasis as a terminal shows it (``TextStyle``),
    /// every figure in the reader's `numbers` and every heading in their `words` (text from outside —
    /// names, ids — as it came).
    package func table(style: TextStyle, numbers: ReaderFormats = .plain, words: Words = .english) -> String {
        let shown = columns.indices.filter { columns[$0].inTable }
        var table = TextTable(
            shown.map { TextTable.Column(title: words.heading(columns[$0].heading), alignment: columns[$0].alignment) })
        for row in rows {
            table.append(shown.map { row[$0].isOutsideText ? row[$0].human : numbers.figures(in: row[$0].human) })
        }
        let footer = (summary.map { [$0] } ?? []) + notes
        return
            (header.map { $0.rendered(style, numbers) } + [table.render(style: style)]
            + footer.map { $0.rendered(style, numbers) })
            .joined(separator: "\n")
    }
}

extension Listing.Line {
    /// The line with its emphasis as escape sequences (none when `style` is off).
    func rendered(_ style: TextStyle, _ numbers: ReaderFormats = .plain) -> String {
        style.show(
            spans.map { style.show($0.isOutsideText ? $0.text : numbers.figures(in: $0.text), $0.emphasis) }.joined(),
            emphasis)
    }
}

extension TextStyle {
    /// `text` as a terminal shows `emphasis`: bold, dim, yellow, or as it is.
    func show(_ text: String, _ emphasis: Listing.Emphasis) -> String {
        switch emphasis {
        case .plain: text
        case .strong: bold(text)
        case .quiet: dim(text)
        case .warning: yellow(text)
        }
    }
}
