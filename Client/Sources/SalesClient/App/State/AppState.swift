import Foundation
import SalesCore

/// The full-screen app's state and its rules: an event (a key, a resize, a load's answer) changes
/// the state and may ask for work (``AppEffect``). Pure: no terminal, no network, no clock — the
/// runner does the I/O, and the tests drive it event by event.
package struct AppState: Sendable {
    package enum Screen: Hashable, Sendable {
        case login
        case list
        case detail(Product.ID)
    }

    /// Work under way (the spinner turns).
    package enum Activity: Hashable, Sendable {
        case loading, loggingIn, loggingOut
    }

    /// A line across the top of the data: degraded modes and failures.
    package enum Banner: Hashable, Sendable {
        case warning(String)
        case error(String)
    }

    /// The API's host, shown in the header.
    package let host: String
    /// The currency amounts are converted to (`--currency`, `SALES_CURRENCY`).
    package let currency: CurrencyCode
    package internal(set) var size: TerminalSize
    package internal(set) var screen: Screen
    /// The screen a login goes back to.
    package internal(set) var resume = Screen.list
    /// Who is logged in (or was, when the session expired).
    package internal(set) var username: String?
    package internal(set) var login: LoginForm
    package internal(set) var list = ProductListState()
    package internal(set) var detail: ProductDetailState?
    package internal(set) var data: CatalogLoad?
    package internal(set) var activity: Activity?
    package internal(set) var spinnerFrame = 0
    /// How far the load under way has come (`Loading sales… 12.3 MB of 129.0 MB · …`), once it says.
    package internal(set) var loadProgress: String?
    package internal(set) var banner: Banner?
    /// `L` was pressed: the next key answers "Log out? y/n".
    package internal(set) var confirmingLogout = false

    /// The app at start: on the list, loading, when a session is saved; otherwise on the login
    /// form, with `notice` (e.g. why a saved session could not be used). See ``startEffects``.
    /// The zone dates and months are shown in.
    package let timeZone: ReaderTimeZone

    package init(
        host: String, size: TerminalSize, session: SavedSession?, notice: String? = nil, currency: CurrencyCode = .usd,
        timeZone: ReaderTimeZone = .utc
    ) {
        self.host = host
        self.timeZone = timeZone
        self.currency = currency
        self.size = size
        username = session?.username
        login = LoginForm(username: session?.username ?? "", message: notice)
        if session != nil {
            screen = .list
            activity = .loading
        } else {
            screen = .login
        }
    }

    /// The work to start with: loading, when the app starts logged in.
    package var startEffects: [AppEffect] { screen == .login ? [] : [.load(refresh: false)] }

    @discardableResult
    package mutating func handle(_ event: AppEvent) -> [AppEffect] {
        switch event {
        case .key(let key): return handle(key)
        case .resize(let size): resize(size)
        case .tick(let progress):
            guard activity != nil else { break }
            spinnerFrame &+= 1
            loadProgress = activity == .loading ? progress : nil
        case .loaded(.success(let loaded)): show(loaded)
        case .loaded(.failure(let error)): return loadFailed(error)
        case .loggedIn(let result): return loggedIn(result)
        case .loggedOut(let result): loggedOut(result)
        }
        return []
    }

    // MARK: - Keys

    private mutating func handle(_ key: Key) -> [AppEffect] {
        if key == .control("c") { return [.quit] }
        if confirmingLogout {
            confirmingLogout = false
            guard key == .character("y") || key == .character("Y") else { return [] }
            activity = .loggingOut
            return [.logout]
        }
        switch screen {
        case .login: return loginKey(key)
        case .list: return listKey(key)
        case .detail: return detailKey(key)
        }
    }

    private mutating func loginKey(_ key: Key) -> [AppEffect] {
        guard activity == nil else { return [] }
        switch key {
        case .tab, .backTab, .up, .down: login.switchField()
        case .backspace: login.erase(all: false)
        case .control("u"): login.erase(all: true)
        case .escape: login.message = nil
        case .character(let character): login.type(character)
        case .enter:
            guard let (username, password) = login.submission() else { return [] }
            activity = .loggingIn
            return [.login(username: username, password: password)]
        default: break
        }
        return []
    }

    private mutating func listKey(_ key: Key) -> [AppEffect] {
        let viewport = AppLayout.listViewport(size)
        if list.isFiltering {
            switch key {
            case .escape:
                list.filter = ""
                list.isFiltering = false
                list.arrange(viewport: viewport)
            case .enter:
                list.isFiltering = false
                open()
            case .backspace:
                if list.filter.isEmpty { list.isFiltering = false } else { list.filter.removeLast() }
                list.arrange(viewport: viewport)
            case .control("u"):
                list.filter = ""
                list.arrange(viewport: viewport)
            case .character(let character) where list.filter.count < ProductListState.maximumFilterLength:
                list.filter.append(character)
                list.arrange(viewport: viewport)
            default:
                _ = list.move(key, viewport: viewport)
            }
            return []
        }
        if list.move(key, viewport: viewport) { return [] }
        switch key {
        case .enter, .right: open()
        case .character("/"): list.isFiltering = true
        case .escape:
            list.filter = ""
            list.arrange(viewport: viewport)
        case .character("s"):
            list.sort = list.sort.next
            list.arrange(viewport: viewport)
        case .character("r"): return reload()
        case .character("q"): return [.quit]
        case .character("L"): confirmingLogout = true
        default: break
        }
        return []
    }

    private mutating func detailKey(_ key: Key) -> [AppEffect] {
        if var detail, detail.position.move(key, count: detail.detail.sales.count, viewport: detailViewport) {
            self.detail = detail
            return []
        }
        switch key {
        case .escape, .backspace, .left, .character("b"):
            screen = .list
            detail = nil
        case .character("r"): return reload()
        case .character("q"): return [.quit]
        case .character("L"): confirmingLogout = true
        default: break
        }
        return []
    }

    private mutating func open() {
        guard let row = list.selected, let data else { return }
        let rates = try? data.rates.get()
        guard let built = data.snapshot.catalog.detail(of: row.product.id, rates: rates) else { return }
        detail = ProductDetailState(detail: built, viewport: detailViewport, calendar: timeZone.calendar)
        screen = .detail(row.product.id)
    }

    private mutating func reload() -> [AppEffect] {
        guard activity == nil else { return [] }
        activity = .loading
        return [.load(refresh: true)]
    }

    private var detailViewport: Int { AppLayout.detailViewport(size) }

    private mutating func resize(_ newSize: TerminalSize) {
        size = newSize
        list.arrange(viewport: AppLayout.listViewport(size))
        if let current = detail {
            detail = ProductDetailState(
                detail: current.detail, position: current.position, viewport: detailViewport,
                calendar: timeZone.calendar)
        }
    }

    // MARK: - Answers

    private mutating func show(_ loaded: CatalogLoad) {
        activity = nil
        loadProgress = nil
        data = loaded
        let catalog = loaded.snapshot.catalog
        let rates = try? loaded.rates.get()
        list.all = ProductRow.rows(of: catalog, rates: rates)
        list.arrange(viewport: AppLayout.listViewport(size))
        banner = Self.banner(for: loaded, currency: currency, timeZone: timeZone)
        if case .detail(let id) = screen {
            if let built = catalog.detail(of: id, rates: rates) {
                detail = ProductDetailState(
                    detail: built, position: detail?.position ?? ScrollPosition(), viewport: detailViewport,
                    calendar: timeZone.calendar)
            } else {
                screen = .list
                detail = nil
                banner = .warning("That product is no longer in the catalog.")
            }
        }
    }

    /// The most important of what the load has to say, worded as every front end words it.
    private static func banner(for loaded: CatalogLoad, currency: CurrencyCode, timeZone: ReaderTimeZone) -> Banner? {
        let noRates = "no \(currency.code) amounts"
        guard let first = NoticePresenter.notices(for: loaded, withoutRates: noRates).first else { return nil }
        return .warning(NoticePresenter.viewModel(for: first, in: timeZone).bannerText)
    }

    private mutating func loadFailed(_ error: ClientError) -> [AppEffect] {
        activity = nil
        loadProgress = nil
        switch error {
        case .sessionExpired: lock(SessionText.expired)
        case .notLoggedIn: lock("Log in to continue.")
        case .sessionUnreadable(let reason): lock(SessionText.unreadable(reason))
        default:
            banner = .error(data == nil ? "No data (r retries): \(error)" : "Not updated (r retries): \(error)")
        }
        return []
    }

    /// Locks the app on the login form; the login returns to the current screen.
    private mutating func lock(_ message: String) {
        if screen != .login { resume = screen }
        screen = .login
        confirmingLogout = false
        login = LoginForm(username: username ?? login.username, message: message)
    }

    private mutating func loggedIn(_ result: Result<String, ClientError>) -> [AppEffect] {
        activity = nil
        loadProgress = nil
        switch result {
        case .success(let name):
            username = name
            login = LoginForm(username: name)
            screen = resume
            activity = .loading
            return [.load(refresh: true)]
        case .failure(.invalidCredentials(let message)):
            login.refuse(message, clearPassword: true)
        case .failure(.usage(let message)):
            login.refuse(message, clearPassword: false)
        case .failure(let error):
            login.refuse("\(error) — Enter to try again.", clearPassword: false)
        }
        return []
    }

    private mutating func loggedOut(_ result: Result<Void, ClientError>) {
        activity = nil
        loadProgress = nil
        switch result {
        case .success:
            let name = username
            self = AppState(host: host, size: size, session: nil, notice: "Logged out.")
            login = LoginForm(username: name ?? "", message: "Logged out.")
            username = nil
        case .failure(let error):
            banner = .error("Could not log out: \(error)")
        }
    }
}
