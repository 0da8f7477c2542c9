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

        let target = (try? state.data?.rates.get())?.target.code ?? state.currency.code
        let viewport = AppLayout.listViewport(state.size)
        let visible = list.rows.indices.dropFirst(list.position.top).prefix(viewport)
        let counts = visible.map { MoneyFormatter().string(from: list.rows[$0].salesCount) }
        // Marked as in the CLI's tables: `*` leaves out sales that cannot be converted, `—` has none.
        let totals = visible.map { index in
            Listing.Cell.revenue(list.rows[index].revenue, of: list.rows[index].salesCount).human
        }
        let countTitle = "SALES"
        let totalTitle = "TOTAL \(target)"
        let countWidth = max(countTitle.count, counts.map(\.count).max() ?? 0)
        let totalWidth = max(totalTitle.count, totals.map(\.count).max() ?? 0)
        // Columns drop as the window narrows: the total first, then the count; the name stays.
        let available = grid.width - 2
        let nameMinimum = 10
        let showTotal = available >= nameMinimum + 2 + countWidth + 2 + totalWidth
        let showCount = available >= nameMinimum + 2 + countWidth
        let nameWidth = available - (showCount ? countWidth + 2 : 0) - (showTotal ? totalWidth + 2 : 0)
        let countColumn = 2 + nameWidth + 2
        let totalColumn = countColumn + (showCount ? countWidth + 2 : 0)

        let titles = view.style(bold: true, dim: true)
        grid.put("PRODUCT", row: 3, column: 2, style: titles)
        if showCount {
            view.putRight(countTitle, row: 3, column: countColumn, width: countWidth, style: titles, into: &grid)
        }
        if showTotal {
            view.putRight(totalTitle, row: 3, column: totalColumn, width: totalWidth, style: titles, into: &grid)
        }

        for (offset, index) in visible.enumerated() {
            let row = AppLayout.listHeaderRows + offset
            let item = list.rows[index]
            let selected = index == list.position.selected
            let style = view.style(reverse: selected)
            if selected { grid.fill(row: row, style: style) }
            grid.put(selected ? "›" : " ", row: row, column: 0, style: view.style(bold: true, reverse: selected))
            grid.put(DisplayWidth.fit(item.product.name.terminalSafe, nameWidth), row: row, column: 2, style: style)
            if showCount {
                view.putRight(
                    counts[offset], row: row, column: countColumn, width: countWidth, style: style, into: &grid)
            }
            if showTotal {
                view.putRight(
                    totals[offset], row: row, column: totalColumn, width: totalWidth, style: style, into: &grid)
            }
        }
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
            if total.unconvertedCount > 0 { text += "* (*: some sales cannot be converted)" }
        }
        let sort = "sort: \(list.sort.rawValue)"
        grid.put(DisplayWidth.fit(text, grid.width - sort.count - 1), row: 1, column: 0)
        grid.put(sort, row: 1, column: grid.width - sort.count, style: view.style(dim: true))
    }
}
