import Foundation
import SalesClient
import SalesCore
import SalesLocalCopy

/// The app's start from the local copy, without process start and the terminal's drawing: the
/// copy of a catalog with `workload`'s sales is sealed into a temporary folder, then opened
/// (read, decrypted, its sums decoded, its sales checked) and the first list frame made from it.
enum LocalCopyBenchmark {
    struct Result {
        let elapsed: Duration
        let copyBytes: Int
    }

    static func firstListFrame(of workload: CatalogLoad, fixtures: URL) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appending(path: "sales-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = EncryptedFileLocalCopyStore(
            directory: folder, scope: "http://127.0.0.1:8081", ratesScope: "http://127.0.0.1:8080/rates",
            key: { Array(repeating: 7, count: 32) })
        let rates = try RatesMapper.map(Data(contentsOf: fixtures.appending(path: "rates.json")), statusCode: 200)
        let cached = CachedRates(rates: rates.elements, etag: "\"1\"", receivedAt: Date(), maxAge: .seconds(60))
        let generation = try store.generation()
        try store.saveCatalog(workload.snapshot.catalog, fetchedAt: Date(), for: "tester", in: generation)
        try store.saveRates([.usd: cached], for: "tester", in: generation)
        let copyBytes =
            (try? FileManager.default.attributesOfItem(atPath: store.file(for: "tester").path)[.size] as? Int) ?? 0

        var frames = try Frames()
        var opened = false
        let elapsed = ContinuousClock().measure {
            guard let copy = try? store.load(for: "tester"), let usd = copy.rates[.usd] else { return }
            opened = true
            frames.step(
                .loaded(
                    .success(
                        CatalogLoad(
                            snapshot: CatalogSnapshot(catalog: copy.catalog),
                            rates: .success(RateTable(rates: usd.rates)), source: .localCopy, asOf: copy.fetchedAt))))
        }
        guard opened else { throw WorkloadError("the local copy written in \(folder.path) could not be opened") }
        return Result(elapsed: elapsed, copyBytes: copyBytes)
    }
}
