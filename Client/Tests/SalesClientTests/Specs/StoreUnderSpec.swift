/// One implementation of a store port, made fresh for one spec test: the store, another over the
/// same storage (a new run of the program; the same object for stores in memory), and what removes
/// the storage afterwards.
struct StoreUnderSpec<Store: Sendable>: Sendable {
    let store: Store
    let reopened: @Sendable () -> Store
    let cleanUp: @Sendable () -> Void
}
