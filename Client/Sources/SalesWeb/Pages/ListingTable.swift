import SalesClient

/// A listing of the presentation layer — the same one the commands print as a table or write as
/// CSV/TSV — as an HTML table: its columns shown in tables, each cell as people read it, figures
/// right-aligned; its header and footer lines (what the table is about, its summary and notes) as
/// paragraphs around it.
enum ListingTable {
    /// `caption`: what the table shows, for screen readers; `link`: a column's cells as links, to
    /// the address it gives for a row (the products' names to their pages).
    static func html(_ listing: Listing, caption: String, link: (field: String, href: (Int) -> String)? = nil) -> HTML {
        // A column without a name (the terminal's arrow between amounts) is a decoration: a table
        // head must name its column, and a phone needs the width.
        let shown = listing.columns.indices.filter { listing.columns[$0].inTable && !listing.columns[$0].title.isEmpty }
        let heads = shown.map { index -> HTML in
            let column = listing.columns[index]
            return "<th scope=\"col\"\(figure(column))>\(column.title)</th>"
        }
        let rows = listing.rows.indices.map { rowIndex -> HTML in
            let cells = shown.map { index -> HTML in
                let column = listing.columns[index]
                var text = HTML.text(listing.rows[rowIndex][index].human)
                if let link, link.field == column.field {
                    text = "<a href=\"\(link.href(rowIndex))\">\(text)</a>"
                }
                return "<td\(figure(column))>\(text)</td>"
            }
            return "<tr>\(cells)</tr>"
        }
        return """
            <table>
            <caption class="visually-hidden">\(caption)</caption>
            <thead><tr>\(heads)</tr></thead>
            <tbody>
            \(rows, separator: "\n")
            </tbody>
            </table>
            """
    }

    /// Each non-empty line of `lines` as a paragraph of class `kind`.
    static func paragraphs(_ lines: [String], kind: String) -> HTML {
        HTML(joining: lines.filter { !$0.isEmpty }.map { line in "<p class=\"\(kind)\">\(line)</p>" }, separator: "\n")
    }

    private static func figure(_ column: Listing.Column) -> HTML {
        column.alignment == .right ? " class=\"figure\"" : ""
    }
}
