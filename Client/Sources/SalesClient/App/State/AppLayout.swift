/// Where each screen's parts go; shared by the state (how far a page scrolls) and the view.
enum AppLayout {
    /// The smallest size the app lays out; below it, it asks for a larger window.
    static let minimumSize = TerminalSize(columns: 40, rows: 10)

    static func fits(_ size: TerminalSize) -> Bool {
        size.columns >= minimumSize.columns && size.rows >= minimumSize.rows
    }

    /// List: title bar, summary, banner, column titles … rows … footer.
    static let listHeaderRows = 4
    /// Detail: title bar, name, summary, chart, banner, column titles … rows … footer.
    static let detailHeaderRows = 6
    static let footerRows = 1

    static func listViewport(_ size: TerminalSize) -> Int { max(1, size.rows - listHeaderRows - footerRows) }
    static func detailViewport(_ size: TerminalSize) -> Int { max(1, size.rows - detailHeaderRows - footerRows) }
}
