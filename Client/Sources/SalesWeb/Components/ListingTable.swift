import SalesClient
import SalesCore

/// A listing of the presentation layer — the same one the commands print as a table or write as
/// CSV/TSV — as an HTML table: its columns shown in tables, each cell as people read it, figures
/// right-aligned; its header and footer lines (what the table is about, its summary and notes) as
/// paragraphs around it.
enum ListingTable {
    /// How a table can be sorted by clicking a column's head: a link (the order lives in the
    /// address, and works without script).
    struct Sorting {
        /// The address that sorts by a column, by the column's field.
        let links: [String: String]
        /// The field sorted by now, and whether that order ascends (names) or descends (figures).
        let current: String
        let ascending: Bool
    }

    /// `caption`: what the table shows — for screen readers, or shown above it (`captionShown`);
    /// `kind`: the table's class; `link`: a column's cells as links, to the address it gives for a
    /// row (the products' names to their pages; `nil`: that row's cell is text); `sorting`: the
    /// heads that sort; `drawn`: a column whose cells are drawn here rather than written (a
    /// sparkline); `wideOnly`: the columns a phone's width leaves out (what another column sums up);
    /// `beneath`: columns a phone shows under another's figure in the same cell (a change under its
    /// total) rather than as columns of their own, so the widest figures still fit its width.
    static func html(
        _ listing: Listing, numbers: ReaderFormats, words: Words = .english, caption: String,
        captionShown: Bool = false,
        kind: String? = nil,
        link: (field: String, href: (Int) -> String?)? = nil, sorting: Sorting? = nil,
        drawn: (field: String, cell: (Int) -> HTML)? = nil, wideOnly: Set<String> = [],
        beneath: [(field: String, under: String)] = []
    ) -> HTML {
        let wideOnly = wideOnly.union(beneath.map(\.field))
        let stacked = beneath.compactMap { beneath in
            listing.columns.firstIndex { $0.field == beneath.field }.map { (index: $0, under: beneath.under) }
        }
        // A column without a name (the terminal's arrow between amounts) is a decoration: a table
        // head must name its column, and a phone needs the width.
        let columns = listing.columns
        let shown = columns.indices.filter { columns[$0].inTable && columns[$0].heading != .none }
        // Each column's class attribute, worked out once rather than for every cell.
        let classOf = Dictionary(uniqueKeysWithValues: shown.map { ($0, classes(listing.columns[$0], wideOnly)) })
        let heads = shown.map { index -> HTML in
            let column = listing.columns[index]
            let title = HTML.isolated(numbers.figures(in: words.heading(column.heading)))
            guard let sorting, let href = sorting.links[column.field] else {
                return "<th scope=\"col\"\(classOf[index] ?? .empty)>\(title)</th>"
            }
            let order: HTML =
                sorting.current == column.field
                ? " aria-sort=\"\(sorting.ascending ? "ascending" : "descending")\"" : .empty
            return "<th scope=\"col\"\(classOf[index] ?? .empty)\(order)><a href=\"\(href)\">\(title)</a></th>"
        }
        let rows = listing.rows.indices.map { rowIndex -> HTML in
            let cells = shown.map { index -> HTML in
                let column = listing.columns[index]
                if let drawn, drawn.field == column.field {
                    return "<td\(classOf[index] ?? .empty)>\(drawn.cell(rowIndex))</td>"
                }
                let cell = listing.rows[rowIndex][index]
                var text = HTML.isolated(cell.isOutsideText ? cell.human : numbers.figures(in: cell.human))
                if let link, link.field == column.field, let href = link.href(rowIndex) {
                    text = "<a href=\"\(href)\">\(text)</a>"
                }
                for stacked in stacked
                where stacked.under == column.field && !listing.rows[rowIndex][stacked.index].human.isEmpty {
                    let under = listing.rows[rowIndex][stacked.index]
                    let shown = HTML.isolated(under.isOutsideText ? under.human : numbers.figures(in: under.human))
                    text = "\(text)<span class=\"phone-only beneath\">\(shown)</span>"
                }
                return "<td\(classOf[index] ?? .empty)>\(text)</td>"
            }
            return "<tr>\(cells)</tr>"
        }
        return """
            <table\(kind.map { " class=\"\($0)\"" as HTML } ?? .empty)>
            <caption\(captionShown ? .empty : " class=\"visually-hidden\"" as HTML)>\(caption)</caption>
            <thead><tr>\(heads)</tr></thead>
            <tbody>
            \(rows, separator: "\n")
            </tbody>
            </table>
            """
    }

    /// Each non-empty line of `lines` as a paragraph of class `kind`, its figures in `numbers`.
    static func paragraphs(_ lines: [Listing.Line], kind: String, numbers: ReaderFormats) -> HTML {
        let texts = lines.map { $0.text(in: numbers) }.filter { !$0.isEmpty }.map(HTML.isolated)
        return HTML(joining: texts.map { line in "<p class=\"\(kind)\">\(line)</p>" }, separator: "\n")
    }

    /// `figure` for a column of figures, `wide-only` for one a phone leaves out.
    private static func classes(_ column: Listing.Column, _ wideOnly: Set<String>) -> HTML {
        let names =
            (column.alignment == .right ? ["figure"] : []) + (wideOnly.contains(column.field) ? ["wide-only"] : [])
        return names.isEmpty ? "" : " class=\"\(names.joined(separator: " "))\""
    }
}
