import Foundation
import SalesClient
import SalesCore
import SalesLocalCopy
import SalesWeb
import Synchronization

/// Each signed-in user's figures, kept in this replica's memory and looked up by the session's
/// user only: on their first page here, read from the database where another replica (or this one,
/// before a restart) kept them sealed (``FiguresArchive``), else loaded from the sales API with that
/// user's token — and again from the sales API on Refresh, kept sealed for the next replica.
/// Within a byte budget, the least recently used are dropped first (loaded again when next asked).
/// One load per user at a time: pages join it.
/// Users whose sales API answers are the same bytes (the SHA-256 of the products' and the sales'
/// bodies) share one copy of the products and sales, counted once against the budget; each keeps
/// their own time of loading and rates.
package final class TeamFiguresStore: Sendable {
    private struct Entry {
        let catalog: WebCatalog
        /// The SHA-256s of the answers the figures were mapped from (empty: shared with no one).
        let fingerprint: [UInt8]
        let bytes: Int
        var used: UInt64
    }

    private struct State {
        var entries: [[UInt8]: Entry] = [:]
        var loading: [[UInt8]: Task<WebFigures, Never>] = [:]
        var clock: UInt64 = 0
        var bytes = 0
        /// How many entries hold the copy of each fingerprint (its bytes counted once).
        var holders: [[UInt8]: Int] = [:]
        var rates: [CurrencyCode: (load: RatesLoad, at: Date)] = [:]

        mutating func insert(_ entry: Entry, for key: [UInt8]) {
            remove(key)
            entries[key] = entry
            if entry.fingerprint.isEmpty || holders[entry.fingerprint, default: 0] == 0 { bytes += entry.bytes }
            if !entry.fingerprint.isEmpty { holders[entry.fingerprint, default: 0] += 1 }
        }

        mutating func remove(_ key: [UInt8]) {
            guard let entry = entries.removeValue(forKey: key) else { return }
            guard !entry.fingerprint.isEmpty else {
                bytes -= entry.bytes
                return
            }
            let left = holders[entry.fingerprint, default: 1] - 1
            holders[entry.fingerprint] = left > 0 ? left : nil
            if left <= 0 { bytes -= entry.bytes }
        }

        /// A kept copy of the products and sales mapped from the answers of `fingerprint`.
        func snapshot(for fingerprint: [UInt8]) -> CatalogSnapshot? {
            guard !fingerprint.isEmpty, holders[fingerprint] != nil else { return nil }
            return entries.values.first { $0.fingerprint == fingerprint }?.catalog.load.snapshot
        }
    }

    private struct Writes {
        var running: [Int: Task<Void, Never>] = [:]
        var next = 0
    }

    private let state = Mutex(State())
    private let writes = Mutex(Writes())
    private let api: SalesAPI
    private let currency: CurrencyCode
    private let budget: Int
    private let now: @Sendable () -> Date
    /// Where each user's figures are kept sealed through a restart; `nil`: nowhere.
    private let archive: FiguresArchive?

    /// The sentence a page shows when the sales API no longer accepts the session's token.
    package static let expired = "Session expired — sign in again."

    package init(
        api: SalesAPI, currency: CurrencyCode, budget: Int, archive: FiguresArchive? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.api = api
        self.currency = currency
        self.budget = budget
        self.archive = archive
        self.now = now
    }

    /// The account's figures: kept ones, or loaded now (joining a load under way).
    package func figures(for account: WebAccount?, refresh: Bool = false) async -> WebFigures {
        guard let account else { return .loggedOut(reason: nil) }
        let key = Array(account.username.utf8)
        // Kept figures are answered at once (no task a page); a load is started or joined.
        let kept = state.withLock { state -> Result<WebCatalog, Never>? in
            guard !refresh, var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.used = state.clock
            state.entries[key] = entry
            return .success(entry.catalog)
        }
        if case .success(let catalog) = kept { return .loaded(catalog) }
        let task = state.withLock { state -> Task<WebFigures, Never> in
            if let loading = state.loading[key] { return loading }
            // A load that ended since the look above: its figures, unless this is a Refresh.
            if !refresh, let entry = state.entries[key] { return Task { .loaded(entry.catalog) } }
            let task = Task { await self.load(account, key: key, refresh: refresh) }
            state.loading[key] = task
            return task
        }
        return await task.value
    }

    /// The middleware's rates to `target`, asked at most once a minute for every user.
    package func rates(to target: CurrencyCode) async -> RatesLoad {
        let time = now()
        if let kept = state.withLock({ $0.rates[target] }), time.timeIntervalSince(kept.at) < 60 { return kept.load }
        let load: RatesLoad
        do {
            let list = try await api.rates(to: target)
            load = RatesLoad(rates: .success(RateTable(rates: list.elements, target: target)), asOf: time)
        } catch {
            return RatesLoad(rates: .failure(error))
        }
        state.withLock { $0.rates[target] = (load, time) }
        return load
    }

    /// Forgets a user's figures, here and in the database (they signed out everywhere).
    package func forget(username: String) async {
        state.withLock { state in
            state.remove(Array(username.utf8))
        }
        await settled()  // A copy being written is not left behind.
        await archive?.forget(username: username)
    }

    /// How many bytes the kept figures take, as estimated.
    package var keptBytes: Int { state.withLock { $0.bytes } }

    /// How many users' figures are kept.
    package var keptUsers: Int { state.withLock { $0.entries.count } }

    /// Loads the account's figures and keeps them. A load that fails while figures are kept (a
    /// Refresh the sales API did not answer) keeps them, marked offline with why — the pages say
    /// "figures as of …" and the reason — until a load succeeds; a refused token answers
    /// ``WebFigures/loggedOut(reason:)`` (the caller ends the session: the sales API's rule).
    private func load(_ account: WebAccount, key: [UInt8], refresh: Bool) async -> WebFigures {
        let started = ContinuousClock.now
        if !refresh, let restored = await restore(account) {
            TeamTelemetry.record(.restored, duration: ContinuousClock.now - started)
            return keep(restored.catalog, fingerprint: restored.fingerprint, key: key)
        }
        let (fetched, fingerprint) = await fetch(account)
        if case .success(let loaded) = fetched { write(loaded, fingerprint: fingerprint, username: account.username) }
        let outcome: TeamTelemetry.FigureLoad =
            switch fetched {
            case .success: .loaded
            case .failure(.sessionExpired): .expired
            case .failure: .failed
            }
        TeamTelemetry.record(outcome, duration: ContinuousClock.now - started)
        return state.withLock { state -> WebFigures in
            state.loading[key] = nil
            let catalog: WebCatalog
            switch fetched {
            case .success(let loaded): catalog = loaded
            case .failure(.sessionExpired): return .loggedOut(reason: Self.expired)
            case .failure(let error):
                guard let kept = state.entries[key] else { return .failed("\(error)") }
                catalog = WebCatalog(kept.catalog.load.offline(because: error), user: kept.catalog.user)
                state.insert(
                    Entry(catalog: catalog, fingerprint: kept.fingerprint, bytes: kept.bytes, used: kept.used), for: key
                )
                return .loaded(catalog)
            }
            return Self.insert(catalog, fingerprint: fingerprint, key: key, into: &state, budget: budget)
        }
    }

    /// Figures restored from the database, kept as loaded ones are.
    private func keep(_ catalog: WebCatalog, fingerprint: [UInt8], key: [UInt8]) -> WebFigures {
        state.withLock { state in
            state.loading[key] = nil
            return Self.insert(catalog, fingerprint: fingerprint, key: key, into: &state, budget: budget)
        }
    }

    /// Keeps figures just loaded sealed in the database, beside the page rather than before it: the
    /// page is answered from memory meanwhile. ``settled()`` waits for every write under way.
    private func write(_ catalog: WebCatalog, fingerprint: [UInt8], username: String) {
        guard let archive else { return }
        writes.withLock { writes in
            let id = writes.next
            writes.next &+= 1
            writes.running[id] = Task {
                let kept = await archive.keep(
                    catalog.load.snapshot, loadedAt: catalog.load.asOf, fingerprint: fingerprint, username: username)
                TeamTelemetry.recordCopy(kept: kept)
                _ = self.writes.withLock { $0.running.removeValue(forKey: id) }
            }
        }
    }

    /// Returns once every write to the database started before it has ended (a replica stopping,
    /// a test reading what was kept).
    package func settled() async {
        let pending = writes.withLock { Array($0.running.values) }
        for task in pending { await task.value }
    }

    private static func insert(
        _ catalog: WebCatalog, fingerprint: [UInt8], key: [UInt8], into state: inout State, budget: Int
    ) -> WebFigures {
        state.clock += 1
        state.insert(
            Entry(catalog: catalog, fingerprint: fingerprint, bytes: estimate(catalog), used: state.clock), for: key)
        evict(&state, budget: budget, keeping: key)
        return .loaded(catalog)
    }

    /// The account's figures as the database keeps them, with the rates of now, and the fingerprint
    /// of the answers they came from; `nil` when none. A copy this replica holds for the same
    /// answers is taken as it is.
    private func restore(_ account: WebAccount) async -> (catalog: WebCatalog, fingerprint: [UInt8])? {
        guard let archive,
            let restored = await archive.restore(
                username: account.username, held: { fingerprint in state.withLock { $0.snapshot(for: fingerprint) } })
        else { return nil }
        let rates = await rates(to: currency)
        let load = CatalogLoad(
            snapshot: restored.snapshot, rates: rates.rates, source: .localCopy, asOf: restored.loadedAt)
        return (WebCatalog(load, user: account.username), restored.fingerprint)
    }

    /// The account's figures from the sales API, and the fingerprint of the answers they came from
    /// (empty when there are none): the products and sales of another user's answers of the same
    /// bytes are taken as they are kept, and the ones just mapped let go.
    private func fetch(_ account: WebAccount) async -> (Result<WebCatalog, ClientError>, [UInt8]) {
        guard let token = AccessToken(account.token) else { return (.failure(.sessionExpired), []) }
        let asOf = now()
        do {
            async let products = api.digestedProducts(token: token)
            async let sales = api.digestedSales(token: token)
            let ((loadedProducts, productsDigest), (loadedSales, salesDigest)) = try await (products, sales)
            let fingerprint = productsDigest.isEmpty || salesDigest.isEmpty ? [] : productsDigest + salesDigest
            let snapshot =
                state.withLock { $0.snapshot(for: fingerprint) }
                ?? CatalogSnapshot(
                    catalog: Catalog(products: loadedProducts.elements, salesByProduct: loadedSales.elements),
                    leftOut: LeftOut(
                        products: SkippedSummary(loadedProducts.skipped), sales: SkippedSummary(loadedSales.skipped)))
            let rates = await rates(to: currency)
            let load = CatalogLoad(snapshot: snapshot, rates: rates.rates, source: .network, asOf: asOf)
            return (.success(WebCatalog(load, user: account.username)), fingerprint)
        } catch let error as ClientError {
            return (.failure(error), [])
        } catch {
            return (.failure(.badResponse(service: "the sales API", reason: "\(error)")), [])
        }
    }

    /// Drops the least recently used figures (never `keeping`'s) until the rest fit the budget.
    private static func evict(_ state: inout State, budget: Int, keeping: [UInt8]) {
        while state.bytes > budget,
            let oldest = state.entries.filter({ $0.key != keeping }).min(by: { $0.value.used < $1.value.used })
        {
            state.remove(oldest.key)
        }
    }

    /// A catalog's memory, roughly: its sales and products at the sizes they take once loaded —
    /// measured (`make bench-team`): 200 managers' 2,000,000 sales took about 105 MB of a replica,
    /// 53 bytes a sale; 64 are counted, so the budget errs on the side of memory.
    private static func estimate(_ catalog: WebCatalog) -> Int {
        let list = catalog.load.snapshot.catalog.productList
        let sales = list.items.reduce(0) { $0 + $1.salesCount } + list.unknownProductSales.count
        return list.items.count * 256 + sales * 64 + 4096
    }
}
