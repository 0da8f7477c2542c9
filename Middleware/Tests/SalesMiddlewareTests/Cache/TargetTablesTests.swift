import Dispatch
import SalesCore
import Synchronization
import Testing

@testable import SalesMiddleware

@Suite struct TargetTablesTests {
    @Test func solvesATargetOnceHoweverManyAskAtTheSameTime() async throws {
        let tables = TargetTables(capacity: 4)
        let solves = Log<Int>()
        let rates = try Fixtures.rates()
        let euro = try code("EUR")
        let tags = await withTaskGroup(of: String.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    await tables.body(for: euro) {
                        solves.append(1)
                        return RatesBody(table: RateTable(rates: rates, target: euro))
                    }?.etag ?? "refused"
                }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(solves.entries.count == 1)
        #expect(tags.count == 1 && !tags.contains("refused"))
    }

    /// Solves block a thread of the solver's own, never the cooperative pool: with every solve the
    /// solver accepts held, other work (a `/health`, a cached answer) still runs, and a target
    /// beyond the limit is refused at once instead of queued.
    @Test(.timeLimit(.minutes(1)))
    func solvesOffTheCooperativePoolAndRefusesBeyondItsLimit() async throws {
        let gate = DispatchSemaphore(value: 0)
        let solver = TargetSolver(limit: 4)
        let tables = TargetTables(capacity: 8, solver: solver)
        let rates = try Fixtures.rates()
        let targets = try ["EUR", "GBP", "JPY", "INR"].map(code)
        let started = AsyncStream.makeStream(of: Void.self)
        let held = Task {
            await withTaskGroup(of: RatesBody?.self) { group in
                for target in targets {
                    group.addTask {
                        await tables.body(for: target) {
                            started.continuation.yield()
                            gate.wait()
                            return RatesBody(table: RateTable(rates: rates, target: target))
                        }
                    }
                }
                return await group.reduce(into: 0) { count, body in count += body == nil ? 0 : 1 }
            }
        }
        var iterator = started.stream.makeAsyncIterator()
        await iterator.next()  // the first solve holds the solver's thread
        while solver.acceptedCount < targets.count { await Task.yield() }  // and the others wait behind it

        // More cooperative tasks than cores finish while the solve is held.
        let answered = await withTaskGroup(of: Int.self) { group in
            for index in 0..<8 { group.addTask { index } }
            return await group.reduce(0, +)
        }
        #expect(answered == 28)
        #expect(
            await tables.body(for: try code("CHF")) { RatesBody(table: RateTable(rates: rates, target: .usd)) } == nil)
        #expect(!tables.targets.contains(try code("CHF")), "a refusal is not kept")

        for _ in targets { gate.signal() }
        #expect(await held.value == 4)
    }

    @Test func evictsTheLeastRecentlyUsedTarget() async throws {
        let tables = TargetTables(capacity: 2)
        let rates = try Fixtures.rates()
        let (eur, gbp, jpy) = (try code("EUR"), try code("GBP"), try code("JPY"))
        let solves = Log<CurrencyCode>()
        func ask(_ target: CurrencyCode) async {
            _ = await tables.body(for: target) {
                solves.append(target)
                return RatesBody(table: RateTable(rates: rates, target: target))
            }
        }
        await ask(eur)
        await ask(gbp)
        await ask(eur)  // EUR is now the most recently used
        await ask(jpy)  // evicts GBP, not EUR
        #expect(tables.targets == [eur, jpy])
        await ask(eur)
        await ask(gbp)
        #expect(solves.entries == [eur, gbp, jpy, gbp])
    }
}

/// What the solve closures recorded, from any task.
private final class Log<Entry: Sendable>: Sendable {
    private let storage = Mutex<[Entry]>([])
    func append(_ entry: Entry) { storage.withLock { $0.append(entry) } }
    var entries: [Entry] { storage.withLock { $0 } }
}
