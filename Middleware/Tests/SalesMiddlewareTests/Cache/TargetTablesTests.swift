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
                    }.etag
                }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(solves.entries.count == 1)
        #expect(tags.count == 1)
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
