import Foundation
import SalesCore

/// Loading: the catalog with the rates, the rates alone, and the stamp figures shown elsewhere are
/// checked against.
extension SalesSession {
    /// Who is logged in, in which generation of the local copy — what figures shown elsewhere (the
    /// web's) must still match to be shown: a logout anywhere (`sales logout`, `--all`, a page's)
    /// or a login as another user changes it. `nil` when no session can be read.
    package func stamp() -> SessionStamp? {
        // A session that cannot be read is no session here: the figures it loaded are not shown.
        guard case .success(let saved?) = Result(catching: { () throws(TokenStoreError) in try tokens.load() }),
            case .success(let generation) = Result(catching: { () throws(ClientError) in try copies.generation() })
        else { return nil }
        return SessionStamp(username: saved.username ?? "", generation: generation)
    }

    /// The catalog and the rates, together. The catalog must load; the rates may fail (the
    /// middleware down), and their failure is returned so sales can still be shown. Offline (the
    /// catalog from the local copy because the sales API did not answer), every figure is the
    /// copy's, as of its time: its rates too when the middleware is away as well, rather than none.
    ///
    /// How the local copy answers and what is kept is the composed loaders' (see
    /// `SalesSession+Composed.swift`); a 401 ends the session here, once. What was wrong with the
    /// local copy comes with the answer, and goes to `notes` too, for a load that fails.
    /// `needs`: ``CatalogNeeds/sums`` when only the product list and revenue will be shown (a copy
    /// that answers then brings no sales). `keepsBehind`: what is fetched is kept while the caller
    /// shows it (``CatalogLoad/pendingKeep``, which the caller waits for).
    package func catalogWithRates(
        to target: CurrencyCode = .usd, refresh: Bool = false, needs: CatalogNeeds = .sales,
        progress: LoadProgress? = nil, notes: LocalCopyNotes? = nil, keepsBehind: Bool = false
    ) async throws(ClientError) -> CatalogLoad {
        let saved = try saved()
        let user = saved.username ?? ""
        let now = now()
        // What is fetched is kept only if no logout came in between (the store refuses it then).
        let generation = Result { () throws(ClientError) in try copies.generation() }
        let copy = UserLocalCopy(store: copies, user: user, now: now, needs: needs)
        async let loadedRates = loadRates(
            RatesRequest(
                target: target, refresh: refresh, now: now, kept: KeptRates(store: copies, user: user),
                generation: generation))
        let catalog = await capture { () async throws(ClientError) in
            try await catalogs.load(
                CatalogRequest(
                    user: user, token: saved.token, refresh: refresh, now: now, generation: generation, copy: copy,
                    progress: progress, keepsBehind: keepsBehind))
        }
        if case .failure(.sessionExpired) = catalog { try deleteToken() }
        let ratesLoad = await loadedRates
        notes?.record(copy, ratesNotRead: ratesLoad.notRead)
        if let unknown = Self.unknownCurrency(ratesLoad.rates) {
            // The load fails, but what it fetched is kept all the same: its write is let finish.
            if case .success(let answer) = catalog { _ = await answer.pendingKeep?.finished() }
            throw unknown
        }
        let answer = try catalog.get()
        return CatalogLoad(
            snapshot: answer.snapshot, rates: ratesLoad.rates, ratesOffline: ratesLoad.offline, source: answer.source,
            asOf: answer.asOf, copyNotRead: copy.readError ?? ratesLoad.notRead,
            copyDatedInTheFuture: copy.datedInTheFuture, notKept: answer.notKept ?? ratesLoad.notKept,
            pendingKeep: answer.pendingKeep)
    }

    /// A currency the middleware does not know is the user's mistake, not a degraded mode: the
    /// error the load fails with.
    private static func unknownCurrency(_ rates: Result<RateTable, ClientError>) -> ClientError? {
        if case .failure(let error) = rates, case .unknownCurrency = error { return error }
        return nil
    }

    /// The middleware's direct rates, as a table to `target`, with why the local copy could not
    /// keep them. They need no session; when there is one, its local copy keeps them (RFC 9111).
    /// A currency the middleware does not know is ``ClientError/unknownCurrency(_:available:)``.
    package func rates(to target: CurrencyCode = .usd, refresh: Bool = false) async -> RatesLoad {
        // An unreadable session is no session here: the rates are fetched and not kept.
        let user = (try? tokens.load())?.map { $0.username ?? "" }
        let generation = Result { () throws(ClientError) in try copies.generation() }
        return await loadRates(
            RatesRequest(
                target: target, refresh: refresh, now: now(), kept: KeptRates(store: copies, user: user),
                generation: generation))
    }

    /// The composed rates loaders' answer, with why the kept rates could not be read.
    private func loadRates(_ request: RatesRequest) async -> RatesLoad {
        var load = await rates.load(request)
        load.notRead = request.kept.readError
        return load
    }
}
