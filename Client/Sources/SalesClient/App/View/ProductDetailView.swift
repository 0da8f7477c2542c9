import SalesCore
import SalesSupport

/// The detail screen: the product, its total and monthly chart, then its sales newest first.
struct ProductDetailView {
    let view: AppView
    private let money = MoneyFormatter()

    func draw(_ state: AppState, into grid: inout ScreenGrid) {
        view.header(state, into: &grid)
        guard let detailState = state.detail else { return }
        let detail = detailState.detail
        grid.put(
            DisplayWidth.fit(detail.product.name.terminalSafe, grid.width), row: 1, column: 0,
            style: view.style(bold: true))
        summary(detail, into: &grid)
        chart(detailState.months, into: &grid)
        view.banner(state.banner, row: 4, into: &grid)
        table(detailState, state: state, into: &grid)
        let position = detail.sales.isEmpty ? nil : "\(detailState.position.selected + 1)/\(detail.sales.count)"
        view.footer(
            view.words(.detailKeys), short: view.words(.detailKeysShort), position: position,
            state: state, into: &grid)
    }

    private func summary(_ detail: ProductDetail, into grid: inout ScreenGrid) {
        let summary = ProductSummary(detail, words: view.words)
        let lead = view.numbers.figures(in: summary.lead)
        guard let total = summary.total else {
            grid.put(DisplayWidth.fit(lead, grid.width), row: 2, column: 0)
            return
        }
        var parts: [Part] = [
            Part(text: lead),
            Part(text: view.numbers.figures(in: total), style: view.style(bold: true), isFigure: true),
        ]
        if let incomplete = summary.incomplete {
            parts.append(Part(text: " (\(view.numbers.figures(in: incomplete)))", style: view.style(color: .yellow)))
        }
        put(parts, row: 2, into: &grid)
    }

    /// A piece of a line; a figure is shown whole or not at all.
    private struct Part {
        var text: String
        var style: ScreenGrid.Style = .plain
        var isFigure = false
    }

    /// Puts `parts` one after the other; what does not fit ends in "…", and a figure that does not
    /// fit whole is replaced by "…" rather than cut into another number.
    private func put(_ parts: [Part], row: Int, into grid: inout ScreenGrid) {
        var column = 0
        for part in parts {
            let room = grid.width - column
            guard DisplayWidth.of(part.text) > room else {
                column = grid.put(part.text, row: row, column: column, style: part.style)
                continue
            }
            grid.put(
                part.isFigure ? (room > 0 ? "…" : "") : DisplayWidth.fit(part.text, room), row: row, column: column,
                style: part.style)
            return
        }
    }

    private func chart(_ months: [MonthlyRevenue]?, into grid: inout ScreenGrid) {
        guard let months, !months.isEmpty else { return }
        let label = "By month "
        let rangeWidth = " Jan 2024–Dec 2024".count
        guard let chart = RevenueChart(months, width: grid.width - label.count - rangeWidth) else { return }
        var end = grid.put(label, row: 3, column: 0, style: view.style(dim: true))
        end = grid.put(chart.bars, row: 3, column: end, style: view.style(color: .cyan))
        let range =
            chart.first == chart.last ? chart.first.shortName : "\(chart.first.shortName)–\(chart.last.shortName)"
        grid.put(" " + range, row: 3, column: end, style: view.style(dim: true))
    }

    /// The sales in view: date, amount as sold, converted amount, the selected one highlighted. As
    /// the window narrows, the time of day goes, then the sale's own amount.
    private func table(_ detailState: ProductDetailState, state: AppState, into grid: inout ScreenGrid) {
        let detail = detailState.detail
        let dates = DisplayDate(calendar: state.timeZone.calendar)
        let viewport = AppLayout.detailViewport(state.size)
        let visible = detail.sales.indices.dropFirst(detailState.position.top).prefix(viewport)
        let lines = visible.map { detail.sales[$0] }
        let amounts = lines.map { view.numbers.figures(in: money.string(from: $0.sale.amount, precision: .exact)) }
        let hasRates = detail.total != nil
        let target = detail.total?.amount.currency.code ?? state.currency.code
        let converted = lines.map { line in
            line.converted.map { view.numbers.figures(in: money.amountString(from: $0)) } ?? "—"
        }
        let amountTitle = view.words.heading(.amount)
        let amountWidth = max(DisplayWidth.of(amountTitle), amounts.map(\.count).max() ?? 0)
        let convertedWidth = hasRates ? max(target.count, converted.map(\.count).max() ?? 0) : 0

        let available = grid.width - 2
        let converting = hasRates ? convertedWidth + 2 : 0
        let fullDate = available >= 17 + 2 + amountWidth + converting
        let dateWidth = fullDate ? 17 : 11
        let showAmount = available >= dateWidth + 2 + amountWidth + converting
        let convertedColumn = 2 + dateWidth + 2 + (showAmount ? amountWidth + 2 : 0)
        let shown = lines.map { fullDate ? dates.string(from: $0.sale.date) : dates.day(from: $0.sale.date) }
        var columns = [
            ScreenTable.Column(title: view.words.heading(.date), width: dateWidth, alignment: .left, cells: shown)
        ]
        if showAmount {
            columns.append(
                ScreenTable.Column(title: amountTitle, width: amountWidth, alignment: .right, cells: amounts))
        }
        if hasRates && convertedColumn + convertedWidth <= grid.width {
            columns.append(
                ScreenTable.Column(title: target, width: convertedWidth, alignment: .right, cells: converted))
        }
        let position = detailState.position
        let selected = visible.contains(position.selected) ? position.selected - position.top : nil
        ScreenTable(view: view, columns: columns).draw(
            titleRow: AppLayout.detailHeaderRows - 1, selected: selected, into: &grid)
        if detail.sales.isEmpty {
            grid.put(ProductSummary.noSales, row: AppLayout.detailHeaderRows, column: 2, style: view.style(dim: true))
        }
    }
}
