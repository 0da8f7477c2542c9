import SalesCore
import SalesSupport

/// The list screen: summary, every product with its sales and revenue, the keys.
struct ProductListView {
    let view: AppView
    private let money = MoneyFormatter()

    func draw(_ state: AppState, into grid: inout ScreenGrid) {
        view.header(state, into: &grid)
        let list = state.list
        summary(state, into: &grid)
        view.banner(state.banner, row: 2, into: &grid)
        table(state, into: &grid)
        if list.rows.isEmpty {
            let message =
                state.data == nil
                ? (state.activity == .loading ? "Loading…" : "No data: r to try again.")
                : (list.filter.isEmpty ? "No products." : "No product matches “\(list.filter.terminalSafe)”.")
            grid.put(message, row: AppLayout.listHeaderRows, column: 2, style: view.style(dim: true))
        }
        let (keys, short) =
            list.isFiltering
            ? ("type to filter · ↑↓ move · ⏎ open · Esc clear", "type · ⏎ open · Esc clear")
            : ("↑↓ move · ⏎ open · / filter · s sort · r reload · L log out · q quit", "⏎ open / filter s sort r q")
        let position = list.rows.isEmpty ? nil : "\(list.position.selected + 1)/\(list.rows.count)"
        view.footer(keys, short: short, position: position, state: state, into: &grid)
    }

    /// The rows in view: name, count and total, the selected one highlighted.
    private func table(_ state: AppState, into grid: inout ScreenGrid) {
        let list = state.list
        let target = (try? state.data?.rates.get())?.target.code ?? state.currency.code
        let visible = list.rows.indices.dropFirst(list.position.top).prefix(AppLayout.listViewport(state.size))
        let counts = visible.map { MoneyFormatter().string(from: list.rows[$0].salesCount) }
        // Marked as in the CLI's tables: `*` leaves out sales that cannot be converted, `—` has none.
        let totals = visible.map { index in
            Listing.Cell.revenue(list.rows[index].revenue, of: list.rows[index].salesCount).human
        }
        let columns = Columns(
            width: grid.width, countTitle: "SALES", counts: counts, totalTitle: "TOTAL \(target)", totals: totals)
        let titles = view.style(bold: true, dim: true)
        grid.put("PRODUCT", row: 3, column: 2, style: titles)
        if columns.showCount {
            view.putRight("SALES", row: 3, column: columns.count, width: columns.countWidth, style: titles, into: &grid)
        }
        if columns.showTotal {
            view.putRight(
                "TOTAL \(target)", row: 3, column: columns.total, width: columns.totalWidth, style: titles, into: &grid)
        }
        for (offset, index) in visible.enumerated() {
            let row = AppLayout.listHeaderRows + offset
            let selected = index == list.position.selected
            let style = view.style(reverse: selected)
            if selected { grid.fill(row: row, style: style) }
            grid.put(selected ? "›" : " ", row: row, column: 0, style: view.style(bold: true, reverse: selected))
            grid.put(
                DisplayWidth.fit(list.rows[index].product.name.terminalSafe, columns.nameWidth), row: row, column: 2,
                style: style)
            if columns.showCount {
                view.putRight(
                    counts[offset], row: row, column: columns.count, width: columns.countWidth, style: style,
                    into: &grid)
            }
            if columns.showTotal {
                view.putRight(
                    totals[offset], row: row, column: columns.total, width: columns.totalWidth, style: style,
                    into: &grid)
            }
        }
    }

    /// Where the columns go. They drop as the window narrows: the total first, then the count;
    /// the name stays.
    private struct Columns {
        let countWidth: Int
        let totalWidth: Int
        let showCount: Bool
        let showTotal: Bool
        let nameWidth: Int
        /// The count's and the total's first columns.
        let count: Int
        let total: Int

        init(width: Int, countTitle: String, counts: [String], totalTitle: String, totals: [String]) {
            countWidth = max(countTitle.count, counts.map(\.count).max() ?? 0)
            totalWidth = max(totalTitle.count, totals.map(\.count).max() ?? 0)
            let available = width - 2
            let nameMinimum = 10
            showTotal = available >= nameMinimum + 2 + countWidth + 2 + totalWidth
            showCount = available >= nameMinimum + 2 + countWidth
            nameWidth = available - (showCount ? countWidth + 2 : 0) - (showTotal ? totalWidth + 2 : 0)
            count = 2 + nameWidth + 2
            total = count + (showCount ? countWidth + 2 : 0)
        }
    }

    /// Row 1: how many products and sales are shown and their total; the filter while typing it.
    private func summary(_ state: AppState, into grid: inout ScreenGrid) {
        let list = state.list
        if list.isFiltering || !list.filter.isEmpty {
            let text = "Filter: \(list.filter.terminalSafe)"
            let end = grid.put(
                DisplayWidth.fit(text, grid.width - 20), row: 1, column: 0, style: view.style(bold: true))
            if list.isFiltering { grid.cursor = (1, end) }
            let count = "\(list.rows.count) of \(list.all.count)"
            grid.put(count, row: 1, column: grid.width - count.count, style: view.style(dim: true))
            return
        }
        guard state.data != nil else { return }
        var text =
            "\(CountText.of(list.rows.count, "product", "products")) · "
            + CountText.of(list.shownSalesCount, "sale", "sales")
        if let total = list.shownTotal {
            text += " · " + money.string(from: total.amount)
            if let incomplete = TotalText.incomplete(total.unconvertedCount, in: total.unconvertedCurrencies) {
                text += "* (\(incomplete))"
            }
        }
        let sort = "sort: \(list.sort.rawValue)"
        grid.put(DisplayWidth.fit(text, grid.width - sort.count - 1), row: 1, column: 0)
        grid.put(sort, row: 1, column: grid.width - sort.count, style: view.style(dim: true))
    }
}
