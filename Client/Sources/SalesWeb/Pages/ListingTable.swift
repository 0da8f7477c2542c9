import SalesClient

/// A listing of the presentation layer — the same one the commands print as a table or write as
/// CSV/TSV — as an HTML table: its columns shown in tables, each cell as people read it, figures
/// right-aligned; its header and footer lines (what the table is about, its summary and notes) as
/// paragraphs around it.
enum ListingTable {
    /// `caption`: what the table shows, for screen readers; `link`: a column's cells as links, to
    /// the address it gives for a row (the products' names to their pages).
    static func html(_ listing: Listing, caption: String, link: (field: String, href: (Int) -> String)? = nil) -> String
    {
        // A column without a name (the terminal's arrow between amounts) is a decoration: a table
        // head must name its column, and a phone needs the width.
        let shown = listing.columns.indices.filter { listing.columns[$0].inTable && !listing.columns[$0].title.isEmpty }
        let heads = shown.map { index in
            let column = listing.columns[index]
            return "<th scope=\"col\"\(figure(column))>\(HTML.escape(column.title))</th>"
        }
        let rows = listing.rows.indices.map { rowIndex in
            let cells = shown.map { index in
                let column = listing.columns[index]
                var text = HTML.escape(listing.rows[rowIndex][index].human)
                if let link, link.field == column.field {
                    text = "<a href=\"\(HTML.escape(link.href(rowIndex)))\">\(text)</a>"
                }
                return "<td\(figure(column))>\(text)</td>"
            }
            return "<tr>" + cells.joined() + "</tr>"
        }
        return """
            <table>
            <caption class="visually-hidden">\(HTML.escape(caption))</caption>
            <thead><tr>\(heads.joined())</tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>
            """
    }

    /// Each non-empty line of `lines` as a paragraph of class `kind`.
    static func paragraphs(_ lines: [String], kind: String) -> String {
        lines.filter { !$0.isEmpty }.map { "<p class=\"\(kind)\">\(HTML.escape($0))</p>" }.joined(separator: "\n")
    }

    private static func figure(_ column: Listing.Column) -> String {
        column.alignment == .right ? " class=\"figure\"" : ""
    }
}
