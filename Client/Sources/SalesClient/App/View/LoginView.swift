import SalesSupport

/// The login screen: the two fields (the password masked), the message, the keys.
struct LoginView {
    let view: AppView

    func draw(_ state: AppState, into grid: inout ScreenGrid) {
        view.header(state, into: &grid)
        let form = state.login
        let width = min(grid.width - 4, 50)
        let left = max(0, (grid.width - width) / 2)
        let top = max(2, (grid.height - 8) / 2)
        grid.put(
            DisplayWidth.fit(view.words(.logInTo(state.host.terminalSafe)), width), row: top, column: left,
            style: view.style(bold: true))

        let names = (username: view.words(.usernameLabel), password: view.words(.passwordLabel))
        // The labels' column: the longer label and a space (11 for `Username: `).
        let label = max(DisplayWidth.of(names.username), DisplayWidth.of(names.password)) + 3
        let fieldWidth = max(4, width - label)
        var cursor: (row: Int, column: Int)?
        for (offset, field) in [LoginForm.Field.username, .password].enumerated() {
            let row = top + 2 + offset
            let focused = form.focus == field
            grid.put(
                field == .username ? names.username : names.password, row: row, column: left,
                style: view.style(bold: focused))
            let value =
                field == .username ? form.username.terminalSafe : String(repeating: "•", count: form.password.count)
            // The end of a long value stays in sight while typing.
            let shown = String(value.suffix(fieldWidth - 1))
            grid.fill(row: row, from: left + label, count: fieldWidth, style: view.style(reverse: focused, color: nil))
            grid.put(shown, row: row, column: left + label, style: view.style(reverse: focused))
            if focused { cursor = (row, left + label + DisplayWidth.of(shown)) }
        }

        let messageRow = top + 5
        if let activity = state.activity, activity == .loggingIn {
            let frame = AppView.spinner[state.spinnerFrame % AppView.spinner.count]
            grid.put("\(frame) \(view.words(.loggingIn))", row: messageRow, column: left, style: view.style(dim: true))
            cursor = nil
        } else if let message = form.message {
            grid.put(
                DisplayWidth.fit(message.terminalSafe, grid.width - left), row: messageRow, column: left,
                style: view.style(bold: true, color: .red))
        }
        grid.cursor = cursor
        view.footer(
            view.words(.loginKeys), short: view.words(.loginKeysShort),
            position: nil, state: state, into: &grid)
    }
}
