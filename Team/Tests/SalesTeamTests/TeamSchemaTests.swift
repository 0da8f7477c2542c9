import PostgresTesting
import SalesPostgres
import SalesTeam
import Testing

/// The tables made by the server itself, once, however many replicas start together.
@Suite struct TeamSchemaTests {
    @Test func bringsANewDatabaseToTheCurrentVersionOnce() async throws {
        let pool = try await makePool()

        #expect(try await TeamSchema.version(pool) == 0)
        #expect(try await TeamSchema.migrate(pool, now: 1) == Array(1...TeamSchema.currentVersion))
        #expect(try await TeamSchema.migrate(pool, now: 2) == [])
        #expect(try await TeamSchema.version(pool) == TeamSchema.currentVersion)
    }

    @Test func appliesEachMigrationOnceWhenReplicasStartTogether() async throws {
        let url = try await PostgresTestServer.shared.get().makeDatabase()
        let pools = (0..<4).map { _ in PostgresPool(url: url, size: 1) }

        let applied = try await withThrowingTaskGroup(of: [Int].self) { group in
            for pool in pools { group.addTask { try await TeamSchema.migrate(pool, now: 1) } }
            return try await group.reduce(into: [Int]()) { $0 += $1 }
        }

        #expect(applied == Array(1...TeamSchema.currentVersion))
        let rows = try await pools[0].execute("SELECT count(*) FROM team_schema")
        #expect(try rows.integer(0, 0) == Int64(TeamSchema.currentVersion))
    }

    private func makePool() async throws -> PostgresPool {
        PostgresPool(url: try await PostgresTestServer.shared.get().makeDatabase(), size: 1)
    }
}
