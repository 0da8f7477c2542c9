import SalesSupport

extension StoreNotices {
    /// Each notice a line on `console`'s stderr as the commands say notices (``NoticePresenter``):
    /// `warning: …`, made safe for the terminal, yellow there.
    package convenience init(console: Console) {
        self.init { text in
            console.warn(console.style.yellow(NoticePresenter.viewModel(for: .store(text)).line.terminalSafe))
        }
    }
}
