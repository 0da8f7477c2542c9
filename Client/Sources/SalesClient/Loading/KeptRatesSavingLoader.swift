import SalesCore

/// Keeps what the loader it wraps fetched with the user's local copy, beside the other targets'
/// kept rates, in the store's generation when the load began (a logout since refuses it). The
/// answer stands whatever the store says; why it was not kept travels with it, for one warning.
/// Without a user nothing is kept.
package struct KeptRatesSavingLoader: RatesLoader {
    private let decoratee: any RatesLoader
    private let store: any KeptRatesStore

    package init(_ decoratee: any RatesLoader, store: any KeptRatesStore) {
        self.decoratee = decoratee
        self.store = store
    }

    package func load(_ request: RatesRequest) async -> RatesLoad {
        var load = await decoratee.load(request)
        guard let fetched = load.fetched, let user = request.kept.user else { return load }
        var kept = request.kept.load()
        kept[request.target] = fetched
        do { try store.saveRates(kept, for: user, in: request.generation.get()) } catch { load.notKept = error }
        return load
    }
}
