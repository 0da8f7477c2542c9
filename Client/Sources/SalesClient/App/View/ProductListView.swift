import SalesCore
import SalesSupport

/// The list screen: summary, every product with its sales and revenue, the keys.
struct ProductListView {
    let view: AppView

    func draw(_ state: AppState, into grid: inout ScreenGrid) {
        view.header(state, into: &grid)
        let list = state.list
        summary(state, into: &grid)
        view.banner(state.banner, row: 2, into: &grid)
        table(state, into: &grid)
        if list.rows.isEmpty {
            let message =
                state.data == nil
                ? view.words(state.activity == .loading ? .loadingList : .noDataRetry)
                : view.words(list.filter.isEmpty ? .noProducts : .noProductMatches(list.filter.terminalSafe))
            grid.put(message, row: AppLayout.listHeaderRows, column: 2, style: view.style(dim: true))
        }
        let (keys, short) =
            list.isFiltering
            ? (view.words(.filterKeys), view.words(.filterKeysShort))
            : (view.words(.listKeys), view.words(.listKeysShort))
        let position = list.rows.isEmpty ? nil : "\(list.position.selected + 1)/\(list.rows.count)"
        view.footer(keys, short: short, position: position, state: state, into: &grid)
    }

    /// The rows in view: name, count and total, the selected one highlighted. Columns drop as the
    /// window narrows: the total first, then the count; the name stays.
    private func table(_ state: AppState, into grid: inout ScreenGrid) {
        let list = state.list
        let target = (try? state.data?.rates.get())?.target.code ?? state.currency.code
        let visible = list.rows.indices.dropFirst(list.position.top).prefix(AppLayout.listViewport(state.size))
        let names = visible.map { list.rows[$0].product.name.terminalSafe }
        let counts = visible.map { view.numbers.figures(in: MoneyFormatter().string(from: list.rows[$0].salesCount)) }
        // Marked as in the CLI's tables: `*` leaves out sales that cannot be converted, `—` has none.
        let totals = visible.map { index in
            view.numbers.figures(
                in: Listing.Cell.revenue(list.rows[index].revenue, of: list.rows[index].salesCount).human)
        }
        let countTitle = view.words.heading(.sales)
        let totalTitle = view.words.heading(.total("\(target)"))
        let countWidth = max(DisplayWidth.of(countTitle), counts.map(\.count).max() ?? 0)
        let totalWidth = max(DisplayWidth.of(totalTitle), totals.map(\.count).max() ?? 0)
        let available = grid.width - 2
        let nameMinimum = 10
        let showTotal = available >= nameMinimum + 2 + countWidth + 2 + totalWidth
        let showCount = available >= nameMinimum + 2 + countWidth
        let nameWidth = available - (showCount ? countWidth + 2 : 0) - (showTotal ? totalWidth + 2 : 0)
        var columns = [
            ScreenTable.Column(title: view.words.heading(.product), width: nameWidth, alignment: .left, cells: names)
        ]
        if showCount {
            columns.append(ScreenTable.Column(title: countTitle, width: countWidth, alignment: .right, cells: counts))
        }
        if showTotal {
            columns.append(ScreenTable.Column(title: totalTitle, width: totalWidth, alignment: .right, cells: totals))
        }
        let selected = visible.contains(list.position.selected) ? list.position.selected - list.position.top : nil
        ScreenTable(view: view, columns: columns).draw(
            titleRow: AppLayout.listHeaderRows - 1, selected: selected, into: &grid)
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
        let summary = ProductListSummary(
            products: list.rows.count, sales: list.shownSalesCount, total: list.shownTotal, words: view.words)
        var text = summary.counts
        if let total = summary.total { text += " · " + total }
        // Marked as the rows are: `*` leaves out sales that cannot be converted.
        if let incomplete = summary.incomplete { text += "* (\(incomplete))" }
        text = view.numbers.figures(in: text)
        let sort = "sort: \(list.sort.rawValue)"
        grid.put(DisplayWidth.fit(text, grid.width - sort.count - 1), row: 1, column: 0)
        grid.put(sort, row: 1, column: grid.width - sort.count, style: view.style(dim: true))
    }
}
