import SalesPostgres

extension PostgresPool {
    /// One statement for a store: PostgreSQL's error as the stores' (the database away, in words).
    @discardableResult
    func storeStatement(_ sql: String, _ parameters: [PostgresValue]) async throws(TeamStoreError) -> PostgresRows {
        do {
            return try await execute(sql, parameters)
        } catch {
            throw TeamStoreError(error.message)
        }
    }
}
