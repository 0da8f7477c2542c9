import SalesCore

/// `sales` on a terminal: the app's flow — the product list, pick one for its detail, back — with
/// refresh and quit keys. When a request answers 401 (or no session is saved) the session locks:
/// it asks for the login again and returns to the screen the user was on.
public struct InteractiveSession {
    private enum Screen: Equatable {
        case list
        case detail(Product.ID)
    }

    private let environment: ClientEnvironment
    private let readLine: (String) -> String?
    private let readSecret: (String) -> String?

    public init(
        environment: ClientEnvironment,
        readLine: @escaping (String) -> String? = Prompt.line,
        readSecret: @escaping (String) -> String? = Prompt.secret
    ) {
        self.environment = environment
        self.readLine = readLine
        self.readSecret = readSecret
    }

    public func run() async throws(ClientError) {
        var screen = Screen.list
        var loaded: (snapshot: CatalogSnapshot, rates: Result<RateTable, ClientError>)?
        let console = environment.console
        let output = HumanOutput(style: console.style)
        while true {
            if loaded == nil {
                do {
                    loaded = try await load()
                } catch {
                    switch error {
                    case .notLoggedIn, .sessionExpired, .sessionUnreadable:
                        console.warn(console.style.yellow("\(Self.lockReason(error)) — log in to continue."))
                        guard try await unlock() else { return }
                        continue
                    default:
                        console.warn(console.style.red("error: \(error)"))
                        guard let answer = readLine("r to retry, q to quit: "), answer.lowercased() != "q" else {
                            return
                        }
                        continue
                    }
                }
            }
            guard let (snapshot, rates) = loaded else { continue }
            let items = snapshot.catalog.productList.items
            switch screen {
            case .list:
                console.print("")
                for (number, item) in items.enumerated() {
                    console.print(
                        "\(console.style.dim(String(number + 1).leftPadded(to: 3)))  \(item.product.name)  \(console.style.dim("\(item.salesCount) sales"))"
                    )
                }
                guard let answer = readLine("\nNumber to open, r refresh, q quit: ")?.lowercased() else { return }
                switch answer {
                case "q", "quit": return
                case "r", "refresh": loaded = nil
                default:
                    if let number = Int(answer), items.indices.contains(number - 1) {
                        screen = .detail(items[number - 1].product.id)
                    } else {
                        console.warn("Type a number from 1 to \(items.count), r or q.")
                    }
                }
            case .detail(let id):
                let table = try? rates.get()
                guard let detail = snapshot.catalog.detail(of: id, rates: table) else {
                    screen = .list
                    continue
                }
                console.print("")
                console.print(output.product(detail))
                if case .failure(let error) = rates { console.warn(console.style.yellow("warning: \(error)")) }
                guard let answer = readLine("\nb back, r refresh, q quit: ")?.lowercased() else { return }
                switch answer {
                case "q", "quit": return
                case "r", "refresh": loaded = nil
                default: screen = .list
                }
            }
        }
    }

    private static func lockReason(_ error: ClientError) -> String {
        switch error {
        case .sessionExpired: "Your session expired"
        case .sessionUnreadable(let reason): "The saved session cannot be read (\(reason))"
        default: "Not logged in"
        }
    }

    private func load() async throws(ClientError) -> (CatalogSnapshot, Result<RateTable, ClientError>) {
        try await Spinner.run("Loading…", console: environment.console) { () async throws(ClientError) in
            try await environment.session.catalogWithRates()
        }
    }

    /// Asks for the login until it succeeds; `false` when the user gives up (end of input).
    private func unlock() async throws(ClientError) -> Bool {
        while true {
            guard let username = readLine("Username: ") else { return false }
            guard let password = readSecret("Password: ") else { return false }
            do {
                try await environment.session.login(username: username, password: password)
                return true
            } catch {
                switch error {
                case .usage, .invalidCredentials:
                    environment.console.warn(environment.console.style.red(error.description))
                default: throw error
                }
            }
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
