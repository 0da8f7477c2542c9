import Foundation
import SalesCore
import SalesSupport

/// Draws the app's state into a grid: the screen's fixed header, its rows, and a footer of keys.
/// Pure: the snapshot tests read the grid as text. Only the rows in view are formatted, so a
/// product with a million sales draws as fast as one with ten.
package struct AppView: Sendable {
    /// Colours (red, yellow…) only when allowed; bold, dim and reverse always, so the selection shows.
    package var colors: Bool
    /// How the reader's locale writes figures (``ReaderFormats/plain`` without one).
    package var numbers: ReaderFormats
    /// The reader's words for the tables' headings and summary (``Words``).
    package var words: Words

    static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    package init(colors: Bool, numbers: ReaderFormats = .plain, words: Words = .english) {
        self.colors = colors
        self.numbers = numbers
        self.words = words
    }

    package func render(_ state: AppState) -> ScreenGrid {
        var grid = ScreenGrid(width: state.size.columns, height: state.size.rows)
        guard AppLayout.fits(state.size) else {
            let minimum = AppLayout.minimumSize
            grid.put(words(.windowTooSmall("\(minimum.columns)", "\(minimum.rows)")), row: 0, column: 0)
            return grid
        }
        switch state.screen {
        case .login: LoginView(view: self).draw(state, into: &grid)
        case .list: ProductListView(view: self).draw(state, into: &grid)
        case .detail: ProductDetailView(view: self).draw(state, into: &grid)
        }
        return grid
    }

    // MARK: - Parts every screen shares

    func style(bold: Bool = false, dim: Bool = false, reverse: Bool = false, color: ScreenGrid.Style.Color? = nil)
        -> ScreenGrid.Style
    {
        ScreenGrid.Style(bold: bold, dim: dim, reverse: reverse, color: colors ? color : nil)
    }

    /// Row 0: the app, who is logged in where, and when the data was loaded (or a spinner).
    func header(_ state: AppState, into grid: inout ScreenGrid) {
        let bar = style(reverse: true)
        grid.fill(row: 0, style: bar)
        let narrow = grid.width < 60
        var status: String
        if let activity = state.activity {
            let frame = Self.spinner[state.spinnerFrame % Self.spinner.count]
            let doing =
                switch activity {
                case .loading: state.loadProgress ?? words(.loadingStatus)
                case .loggingIn: words(.loggingInStatus)
                case .loggingOut: words(.loggingOutStatus)
                }
            status = "\(frame) \(doing) "
        } else if let loaded = state.data?.asOf {
            status = (narrow ? "" : "loaded ") + DisplayDate(calendar: state.timeZone.calendar).time(from: loaded) + " "
        } else {
            status = ""
        }
        // A long progress line leaves the title room: 20 columns, or half a narrow screen.
        let room = max(grid.width - 20, grid.width / 2)
        status = DisplayWidth.of(status) > room ? DisplayWidth.fit(status, room) : status
        let statusWidth = DisplayWidth.of(status)
        let who = state.username.map { "\($0.terminalSafe) @ " } ?? ""
        let title = (narrow ? " " : " SaleAssistant · ") + who + state.host.terminalSafe
        grid.put(
            DisplayWidth.fit(title, grid.width - statusWidth - 1), row: 0, column: 0,
            style: style(bold: true, reverse: true))
        grid.put(status, row: 0, column: max(0, grid.width - statusWidth), style: bar)
    }

    /// A banner line (degraded modes, failures) on `row`.
    func banner(_ banner: AppState.Banner?, row: Int, into grid: inout ScreenGrid) {
        switch banner {
        case .warning(let text):
            grid.put(
                DisplayWidth.fit("! " + text.terminalSafe, grid.width), row: row, column: 0,
                style: style(color: .yellow))
        case .error(let text):
            grid.put(
                DisplayWidth.fit("✗ " + text.terminalSafe, grid.width), row: row, column: 0,
                style: style(bold: true, color: .red))
        case nil: break
        }
    }

    /// The last row: the keys (`short` when `keys` does not fit), or the logout question;
    /// `position` on the right (e.g. `12/264`).
    func footer(_ keys: String, short: String, position: String?, state: AppState, into grid: inout ScreenGrid) {
        let row = grid.height - 1
        if state.confirmingLogout {
            grid.put(words(.logOutQuestion), row: row, column: 0, style: style(bold: true, color: .yellow))
            return
        }
        let right = position.map { " \($0)" } ?? ""
        let rightWidth = DisplayWidth.of(right)
        let text = DisplayWidth.of(keys) <= grid.width - rightWidth ? keys : short
        grid.put(DisplayWidth.fit(text, grid.width - rightWidth), row: row, column: 0, style: style(dim: true))
        grid.put(right, row: row, column: grid.width - rightWidth, style: style(dim: true))
    }

    /// Right-aligns `text` in `width` columns starting at `column`.
    func putRight(
        _ text: String, row: Int, column: Int, width: Int, style: ScreenGrid.Style, into grid: inout ScreenGrid
    ) {
        let fitted = DisplayWidth.fit(text, width)
        grid.put(fitted, row: row, column: column + width - DisplayWidth.of(fitted), style: style)
    }
}
