/// The terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// The smallest size the app lays out; below it, it asks for a larger window.
    public static let minimum = TerminalSize(columns: 40, rows: 10)

    public var isUsable: Bool { columns >= Self.minimum.columns && rows >= Self.minimum.rows }
}

/// Where each screen's parts go; shared by the state (how far a page scrolls) and the view.
enum AppLayout {
    /// List: title bar, summary, banner, column titles … rows … footer.
    static let listHeaderRows = 4
    /// Detail: title bar, name, summary, chart, banner, column titles … rows … footer.
    static let detailHeaderRows = 6
    static let footerRows = 1

    static func listViewport(_ size: TerminalSize) -> Int { max(1, size.rows - listHeaderRows - footerRows) }
    static func detailViewport(_ size: TerminalSize) -> Int { max(1, size.rows - detailHeaderRows - footerRows) }
}
