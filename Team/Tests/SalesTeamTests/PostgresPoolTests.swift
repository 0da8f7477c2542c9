import PostgresTesting
import SalesPostgres
import Testing

/// libpq through the pool: parameters apart from statements, errors in words, a server that comes back.
@Suite struct PostgresPoolTests {
    @Test func sendsParametersApartFromTheStatementAndReadsThemBackExactly() async throws {
        let sut = try await makeSUT()
        let hostile = "'); DROP TABLE t; -- \u{301}\"\\"

        let rows = try await sut.execute(
            "SELECT $1::text, $2::bigint, $3::bytea, $4::text",
            [.text(hostile), .integer(-42), .bytes([0, 255, 92]), .null])

        #expect(try rows.text(0, 0) == hostile)
        #expect(try rows.integer(0, 1) == -42)
        #expect(try rows.bytes(0, 2) == [0, 255, 92])
        #expect(rows.optionalText(0, 3) == nil)
    }

    @Test func saysWhichRuleAStatementBrokeByItsSQLState() async throws {
        let sut = try await makeSUT()
        try await sut.execute("CREATE TABLE t (id integer PRIMARY KEY)")
        try await sut.execute("INSERT INTO t VALUES (1)")

        await #expect(throws: PostgresError.self) { try await sut.execute("INSERT INTO t VALUES (1)") }
        do {
            try await sut.execute("INSERT INTO t VALUES (1)")
        } catch {
            #expect(error.kind == .statement(sqlState: "23505"))
        }
    }

    @Test func undoesATransactionThatFails() async throws {
        let sut = try await makeSUT()
        try await sut.execute("CREATE TABLE t (id integer PRIMARY KEY)")

        await #expect(throws: PostgresError.self) {
            try await sut.transaction { connection throws(PostgresError) in
                try connection.execute("INSERT INTO t VALUES (1)")
                try connection.execute("INSERT INTO t VALUES (1)")
            }
        }

        #expect(try await sut.execute("SELECT count(*) FROM t").integer(0, 0) == 0)
    }

    @Test func saysTheServerIsUnavailableWithoutRepeatingThePassword() async throws {
        let port = try PostgresTestServer.freePort()
        let sut = PostgresPool(url: "postgresql://sales:hunter2@127.0.0.1:\(port)/postgres?connect_timeout=2", size: 1)

        do {
            try await sut.execute("SELECT 1")
            Issue.record("a server that is not there answered")
        } catch {
            #expect(error.kind == .unavailable)
            #expect(!error.message.contains("hunter2"))
        }
    }

    /// The database restarted: the next statement after the break is refused, then the connection is
    /// opened anew and statements run again, with no new pool.
    @Test func usesAServerAgainOnceItIsBack() async throws {
        let server = try PostgresTestServer()
        defer { try? server.stop() }  // Stopped by the test already, unless it failed first.
        let sut = PostgresPool(url: server.url(), size: 1)
        #expect(try await sut.execute("SELECT 1").integer(0, 0) == 1)

        try server.stop()
        await #expect(throws: PostgresError.self) { try await sut.execute("SELECT 1") }
        try server.start()

        #expect(try await sut.execute("SELECT 2").integer(0, 0) == 2)
    }

    /// The database restarted while no statement ran (a restart between two requests): the
    /// connection the server ended is noticed before the next statement is sent, which runs on a new
    /// one — no request pays for a restart that is over.
    @Test func opensAConnectionTheServerEndedWhileIdleBeforeSendingTheNextStatement() async throws {
        let server = try PostgresTestServer()
        defer { try? server.stop() }  // Stopped by the test already, unless it failed first.
        let sut = PostgresPool(url: server.url(), size: 1)
        #expect(try await sut.execute("SELECT 1").integer(0, 0) == 1)

        try server.stop()
        try server.start()

        #expect(try await sut.execute("SELECT 2").integer(0, 0) == 2)
    }

    /// A statement is prepared once on its connection and run again with other parameters; a
    /// connection opened anew after a restart prepares it again.
    @Test func runsTheSameStatementAgainWithOtherParametersAndAfterARestart() async throws {
        let server = try PostgresTestServer()
        defer { try? server.stop() }
        let sut = PostgresPool(url: server.url(), size: 1)
        let statement = "SELECT $1::bigint * 2"
        #expect(try await sut.execute(statement, [.integer(21)]).integer(0, 0) == 42)
        #expect(try await sut.execute(statement, [.integer(-4)]).integer(0, 0) == -8)

        try server.stop()
        try server.start()

        #expect(try await sut.execute(statement, [.integer(50)]).integer(0, 0) == 100)
    }

    /// Past the statements a connection prepares, the rest still run (unprepared), and a statement
    /// the server refuses is refused each time, prepared or not.
    @Test func runsMoreDistinctStatementsThanItPreparesAndRefusesABadOneEachTime() async throws {
        let sut = try await makeSUT()

        for number in 1...140 {
            #expect(try await sut.execute("SELECT \(number)::bigint").integer(0, 0) == Int64(number))
        }
        for _ in 0..<2 {
            await #expect(throws: PostgresError.self) { try await sut.execute("SELECT * FROM no_such_table") }
        }
        #expect(try await sut.execute("SELECT 1::bigint").integer(0, 0) == 1)
    }

    private func makeSUT() async throws -> PostgresPool {
        PostgresPool(url: try await PostgresTestServer.shared.get().makeDatabase(), size: 1)
    }
}
