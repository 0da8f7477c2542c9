import Foundation
import SalesClient
import SalesCore
import Synchronization
import Testing

@Suite struct FileQuoteStoreTests {
    @Test func keepsTheQuoteAcrossInstancesInAPrivateFile() throws {
        let (sut, folder, _) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        try sut.update { (quote: inout Quote) throws(ClientError) in
            try add(&quote, "M", "Mac mini", "599.99", "EUR", 2)
        }
        let reloaded = try FileQuoteStore(directory: folder.appendingPathComponent("data")).load()
        #expect(reloaded.lines.map(\.product.name) == ["Mac mini"])
        #expect(reloaded.lines.first?.unitPrice == Money(amount: try decimal("599.99"), currency: try code("EUR")))
        #expect(reloaded.lines.first?.quantity == 2)
        #expect(try permissions(sut.file) == 0o600)
        #expect(try permissions(sut.file.deletingLastPathComponent()) == 0o700)
    }

    @Test func movesACorruptFileAsideSaysSoAndStartsAfresh() throws {
        let (sut, folder, notices) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        try sut.update { (quote: inout Quote) throws(ClientError) in try add(&quote, "M", "Mac mini", "1", "USD", 1) }
        try Data(
            #"{"version":1,"lines":[{"product_id":"M","name":"x","unit_price":"-1","currency":"USD","quantity":1}]}"#
                .utf8
        )
        .write(to: sut.file)
        #expect(try sut.load().lines.isEmpty)
        let aside = sut.file.path + ".corrupt-1700000000"
        #expect(FileManager.default.fileExists(atPath: aside), "kept, never wiped")
        #expect(notices.lines.count == 1)
        #expect(notices.lines.first?.contains("line 1: a price must be above 0") == true)
        #expect(notices.lines.first?.contains(aside) == true)
    }

    @Test func twoCorruptFilesInTheSameSecondAreBothKept() throws {
        let (sut, folder, notices) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try sut.load()
        for damage in ["first", "second", "third"] {
            try Data(damage.utf8).write(to: sut.file)
            #expect(try sut.load().lines.isEmpty)
        }
        let base = sut.file.path + ".corrupt-1700000000"
        #expect(try String(contentsOfFile: base, encoding: .utf8) == "first")
        #expect(try String(contentsOfFile: base + "-2", encoding: .utf8) == "second")
        #expect(try String(contentsOfFile: base + "-3", encoding: .utf8) == "third")
        #expect(notices.lines.last?.contains(base + "-3") == true)
    }

    @Test func keepsOnlyTheNewestThreeBackupsOfTheQuoteAndNothingElseIsTouched() throws {
        let clock = TestClock(start: Date(timeIntervalSince1970: 1_700_000_000))
        let (sut, folder, _) = try makeSUT(now: { clock.now })
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try sut.load()
        let data = sut.file.deletingLastPathComponent()
        let others = ["quote.json.not-a-file-1600000000", "other.json.corrupt-1600000000", "quote.json.corrupt-notes"]
        for name in others { try Data("keep".utf8).write(to: data.appendingPathComponent(name)) }

        for advance in [0, 0, 1, 1, 8] {
            clock.advance(by: TimeInterval(advance))
            try Data("damage \(clock.now.timeIntervalSince1970)".utf8).write(to: sut.file)
            #expect(try sut.load().lines.isEmpty)
        }

        let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
        #expect(
            names.filter { $0.hasPrefix("quote.json.corrupt-17") }.sorted()
                == ["quote.json.corrupt-1700000001", "quote.json.corrupt-1700000002", "quote.json.corrupt-1700000010"])
        #expect(others.allSatisfy(names.contains))
    }

    @Test(arguments: [true, false])
    func aQuoteFileThatIsALinkIsMovedAsideNeverFollowed(dangling: Bool) throws {
        let (sut, folder, notices) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try sut.load()
        let elsewhere = folder.appendingPathComponent("elsewhere.json")
        if !dangling {
            try Data("someone else's".utf8).write(to: elsewhere)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: elsewhere.path)
        }
        try FileManager.default.createSymbolicLink(at: sut.file, withDestinationURL: elsewhere)

        try sut.update { (quote: inout Quote) throws(ClientError) in try add(&quote, "M", "Mac mini", "1", "USD", 1) }

        #expect(try sut.load().lines.count == 1, "a fresh quote, in a regular file")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: sut.file.path + ".not-a-file-1700000000")
                == elsewhere.path)
        #expect(notices.lines.contains { $0.contains("is a symbolic link: moved it aside") })
        if !dangling {
            #expect(try String(contentsOf: elsewhere, encoding: .utf8) == "someone else's", "the target untouched")
            #expect(try permissions(elsewhere) == 0o644, "never chmod'ed")
        }
    }

    @Test func concurrentWritersAllLand() async throws {
        let (_, folder, _) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = folder.appendingPathComponent("data")
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let store = FileQuoteStore(directory: directory)  // one open file per writer, as processes have
                    for _ in 0..<25 {
                        _ = try? store.update { (quote: inout Quote) throws(ClientError) in
                            try add(&quote, "M", "Mac mini", "1", "USD", 1)
                        }
                    }
                }
            }
        }
        #expect(try FileQuoteStore(directory: directory).load().lines.first?.quantity == 200)
    }

    // MARK: - Helpers

    final class Notices: Sendable {
        private let seen = Mutex<[String]>([])
        var lines: [String] { seen.withLock { $0 } }
        func append(_ line: String) { seen.withLock { $0.append(line) } }
    }

    private func makeSUT(now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 1_700_000_000) }) throws
        -> (FileQuoteStore, URL, Notices)
    {
        let folder = try temporaryDirectory()
        let notices = Notices()
        let sut = FileQuoteStore(directory: folder.appendingPathComponent("data"), now: now, notify: notices.append)
        return (sut, folder, notices)
    }

    private func permissions(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? Int ?? 0) & 0o777
    }
}

/// Adds `quantity` of product `id` at `price` in `currency`; a refusal is a test failure.
func add(_ quote: inout Quote, _ id: String, _ name: String, _ price: String, _ currency: String, _ quantity: Int)
    throws(ClientError)
{
    guard let product = Product.ID(id), let amount = ExactDecimal(price), let code = CurrencyCode(currency) else {
        throw .usage("bad test literal")
    }
    do throws(Quote.Refusal) {
        try quote.add(
            Product(id: product, name: name), unitPrice: Money(amount: amount, currency: code), quantity: quantity)
    } catch {
        throw .usage(error.description)
    }
}
