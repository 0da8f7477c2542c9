extension CatalogLoad {
    /// The same figures, answered offline because the sales API could not give new ones (`error`):
    /// what a front end that keeps figures shows when a refresh fails, as the local copy answers a
    /// command then.
    package func offline(because error: ClientError) -> CatalogLoad {
        CatalogLoad(
            snapshot: snapshot, rates: rates, ratesOffline: ratesOffline, source: .offline(error), asOf: asOf,
            copyNotRead: copyNotRead, copyDatedInTheFuture: copyDatedInTheFuture, notKept: notKept)
    }
}
