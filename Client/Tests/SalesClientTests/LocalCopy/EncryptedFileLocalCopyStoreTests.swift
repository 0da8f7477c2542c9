import Foundation
import SalesClient
import SalesCore
import SalesCrypto
import SalesLocalCopy
import SalesSealedFile
import Synchronization
import Testing

@Suite struct EncryptedFileLocalCopyStoreTests {
    @Test func keepsTheCopyPrivateAndNothingInItReadable() throws {
        let (sut, folder, _) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        try sut.save(try makeCopy(), for: "tester")
        for file in [sut.file(for: "tester"), sut.ratesFile(for: "tester")] {
            let bytes = try Data(contentsOf: file)
            for secret in ["Mac mini", "1480.79", "AUD", "0.5955216769890424", "rates-1"] {
                #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(secret) is readable in \(file.lastPathComponent)")
            }
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o777 } == 0o600)
        }
    }

    /// Written a slice at a time (each set to go to disk as soon as written), across the pieces
    /// the file is held in: 9 MB of product name crosses two slices and the summary's end.
    @Test func keepsACopyLargerThanAWritebackSliceWhole() throws {
        let (sut, folder, notices) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = Product(id: try #require(Product.ID("L")), name: String(repeating: "Mac mini ", count: 1_000_000))
        var copy = try makeCopy()
        copy.catalog = Catalog(products: copy.catalog.products + [long], salesByProduct: [])
        try sut.save(copy, for: "tester")

        let size = try FileManager.default.attributesOfItem(atPath: sut.file(for: "tester").path)[.size] as? Int
        #expect((size ?? 0) > 2 * (4 << 20))
        let loaded = try #require(try sut.load(for: "tester"))
        #expect(loaded.catalog.products == copy.catalog.products)
        #expect(notices.asides.isEmpty)
    }

    @Test(arguments: [0, 5, 30, -1])
    func movesADamagedCopyAsideSaysSoAndReadsAsNone(cut: Int) throws {
        let (sut, folder, notices) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        try sut.save(try makeCopy(), for: "tester")
        let file = sut.file(for: "tester")
        var bytes = try Data(contentsOf: file)
        if cut < 0 { bytes[bytes.count - 1] ^= 1 } else { bytes = bytes.prefix(cut) }
        try bytes.write(to: file)

        #expect(try hasNoCatalog(sut.load(for: "tester")), "the rates alone are left: the catalog is fetched anew")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(notices.asides.count == 1)
        #expect(try hasNoCatalog(sut.load(for: "tester")), "and again, quietly: nothing left to read")
        #expect(notices.asides.count == 1)
    }

    @Test func listsProductsFromTheSummaryWithoutReadingTheSalesPart() throws {
        let (sut, folder, notices) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try makeCopy()
        try sut.save(copy, for: "tester")
        let file = sut.file(for: "tester")
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count - 20] ^= 1  // in the sales part's ciphertext
        try bytes.write(to: file)

        let sums = try #require(try sut.load(for: "tester", needs: .sums))
        #expect(sums.catalog.productList == copy.catalog.productList, "the sales part was neither read nor checked")
        #expect(sums.catalog.sumsByProduct == copy.catalog.sumsByProduct)
        #expect(notices.asides.isEmpty)
        #expect(try hasNoCatalog(sut.load(for: "tester", needs: .sales)), "asked for, the sales part is checked")
        #expect(notices.asides.count == 1)
    }

    @Test func movesAsideACopyWhosePartsComeFromTwoWrites() throws {
        let (sut, folder, notices) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = sut.file(for: "tester")
        try sut.save(try makeCopy(), for: "tester")
        let first = [UInt8](try Data(contentsOf: file))
        try sut.save(try makeCopy(), for: "tester")
        let second = [UInt8](try Data(contentsOf: file))
        let header = try SealedParts(
            header: Array(first.prefix(try SealedParts.headerLength(prefix: first))), fileSize: first.count)
        #expect(first.count == second.count && first != second, "the same copy, sealed under fresh nonces")
        let mixed = Array(first[..<header.parts[1].sealed.lowerBound]) + second[header.parts[1].sealed]
        try Data(mixed).write(to: file)

        #expect(try hasNoCatalog(sut.load(for: "tester")))
        #expect(notices.asides.count == 1)
    }

    @Test func saysACopyFromAnotherVersionIsNotUsedAndLeavesItForTheNextSave() throws {
        let (sut, folder, notices) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        try sut.save(try makeCopy(), for: "tester")
        let file = sut.file(for: "tester")
        // Sealed as the store seals (the file's documented parts and associated data), with
        // format 9 inside.
        let binding =
            Array("SACP local copy".utf8) + Array("copy".utf8) + [0] + Array("http://127.0.0.1:8081".utf8) + [0]
            + Array("tester".utf8)
        let key = [UInt8](repeating: 7, count: 32)
        var parts = try LocalCopyCodec.encode(try makeCopy())
        parts.summary[4] = 9
        let nonces = [
            [UInt8](repeating: 1, count: AESGCM.nonceLength), [UInt8](repeating: 2, count: AESGCM.nonceLength),
        ]
        let header = try #require(SealedParts(nonces: nonces, lengths: [parts.summary.count, parts.sales.count]))
        var sealedParts = header.header
        for (part, plaintext) in [parts.summary, parts.sales].enumerated() {
            let sealed = try AESGCM.seal(
                plaintext, key: key, nonce: nonces[part], associatedData: binding + header.header + [UInt8(part)])
            sealedParts += sealed.ciphertext + sealed.tag
        }
        try Data(sealedParts).write(to: file)

        #expect(try hasNoCatalog(sut.load(for: "tester")))
        #expect(
            notices.lines.filter { $0.contains("another version") } == [
                "the local copy was written by another version of sales (format 9): not used; the next fetch replaces it"
            ])
        #expect(FileManager.default.fileExists(atPath: file.path), "not moved aside: it is not damaged")
        #expect(notices.asides.isEmpty)
    }

    @Test func saysACopySealedWholeByAnEarlierVersionIsNotUsed() throws {
        let (sut, folder, notices) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = sut.file(for: "tester")
        try Data(Array("SATK".utf8) + [1] + Array(repeating: 0, count: 60)).write(to: file)

        #expect(try hasNoCatalog(sut.load(for: "tester")))
        #expect(
            notices.lines.filter { $0.contains("another version") } == [
                "the local copy was written by another version of sales: not used; the next fetch replaces it"
            ])
        #expect(FileManager.default.fileExists(atPath: file.path), "not moved aside: it is not damaged")
        #expect(notices.asides.isEmpty)
    }

    @Test func keepsRatesForTheMiddlewareThatSentThemAlone() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (staging, _, _) = try makeSUT(folder: folder, ratesScope: "http://staging:8080/rates")
        let (production, _, productionNotices) = try makeSUT(folder: folder, ratesScope: "http://production:8080/rates")
        let copy = try makeCopy()
        try staging.save(copy, for: "tester")

        #expect(try production.rates(for: "tester").isEmpty, "another middleware's rates never answer")
        #expect(try production.load(for: "tester")?.rates.isEmpty == true)
        #expect(try production.load(for: "tester")?.catalog == copy.catalog, "the products and sales are the API's")
        #expect(try staging.rates(for: "tester") == copy.rates)

        // A staging rates file put where production's belongs does not open as production's.
        try FileManager.default.copyItem(at: staging.ratesFile(for: "tester"), to: production.ratesFile(for: "tester"))
        #expect(try production.rates(for: "tester").isEmpty)
        #expect(productionNotices.asides.count == 1)
    }

    /// `logout --all`, as the session runs it: the sessions and the key, then every copy. Nothing of
    /// the copy's is left — set-aside and half-written files, generations and the lock included —,
    /// no other file is touched, and a write begun before is refused.
    @Test func forgetsEveryUsersCopyAndRatesByTheirExactNamesAndRefusesWritesFromBefore() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = EncryptedFileTokenStore(directory: folder, scope: "http://127.0.0.1:8081")
        try tokens.save(SavedSession(token: try #require(AccessToken("tok")), username: "tester"))
        let key: @Sendable () throws(ClientError) -> [UInt8]? = { (try? tokens.sealingKey()) ?? nil }
        let staging = EncryptedFileLocalCopyStore(
            directory: folder, scope: "http://127.0.0.1:8081", ratesScope: "http://staging:8080/rates", key: key)
        let production = EncryptedFileLocalCopyStore(
            directory: folder, scope: "http://127.0.0.1:8081", ratesScope: "http://production:8080/rates", key: key)
        try staging.save(try makeCopy(), for: "tester")
        try production.save(try makeCopy(), for: "other")
        // Begun before any logout: the generation has no file yet, as it will have none after.
        let before = try staging.generation()
        try production.delete(for: "nobody")  // a generation file
        let copyName = staging.file(for: "tester").lastPathComponent
        let ours = [copyName + ".damaged-1", copyName + ".damaged-1-2", ".\(copyName).tmp-42-0123456789abcdef"]
        let theirs = [
            "copy-of-contract.pdf", "rates-2024.xlsx", "generation-notes.txt", "copy.lock.txt", "key.pem",
            "token-abc", copyName + ".damaged-yesterday", ".\(copyName).tmp-x", "copy-0123456789ABCDEF",
        ]
        for name in ours + theirs { try Data("x".utf8).write(to: folder.appendingPathComponent(name)) }

        try tokens.deleteAll()
        try production.deleteAll()

        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == theirs.sorted())
        // A load begun before finishes after a new login (a new key): what it fetched is not kept.
        try tokens.save(SavedSession(token: try #require(AccessToken("new")), username: "tester"))
        #expect(throws: ClientError.self) {
            try staging.saveCatalog(try makeCopy().catalog, fetchedAt: Date(), for: "tester", in: before)
        }
        #expect(!FileManager.default.fileExists(atPath: staging.file(for: "tester").path))
    }

    @Test func forgetsTheRatesOfEveryMiddlewareAtLogout() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (staging, _, _) = try makeSUT(folder: folder, ratesScope: "http://staging:8080/rates")
        let (production, _, _) = try makeSUT(folder: folder, ratesScope: "http://production:8080/rates")
        let (otherUser, _, _) = try makeSUT(folder: folder, ratesScope: "http://staging:8080/rates")
        try staging.save(try makeCopy(), for: "tester")
        try production.saveRates(try makeCopy().rates, for: "tester")
        try otherUser.saveRates(try makeCopy().rates, for: "other")

        try production.delete(for: "tester")

        #expect(!FileManager.default.fileExists(atPath: staging.ratesFile(for: "tester").path))
        #expect(!FileManager.default.fileExists(atPath: production.ratesFile(for: "tester").path))
        #expect(!FileManager.default.fileExists(atPath: staging.file(for: "tester").path))
        #expect(try otherUser.rates(for: "other") == (try makeCopy().rates), "another user's are theirs")
    }

    /// Switching among many middlewares (or spellings of one a query string tells apart) keeps the
    /// rates of the few written last, never one file per spelling without end.
    @Test func keepsTheRatesOfTheLastFewMiddlewaresAndDropsTheOldest() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var written: [URL] = []
        for index in 0..<7 {
            let (store, _, _) = try makeSUT(folder: folder, ratesScope: "http://127.0.0.1:8080/rates?v=\(index)")
            try store.saveRates(try makeCopy().rates, for: "tester")
            let file = store.ratesFile(for: "tester")
            // Written a minute apart, as runs would be (the file system's clock may not tell them apart).
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_795_442_520 + Double(index) * 60)],
                ofItemAtPath: file.path)
            written.append(file)
        }
        let (other, _, _) = try makeSUT(folder: folder, ratesScope: "http://127.0.0.1:8080/rates?v=0")
        try other.saveRates(try makeCopy().rates, for: "another user")

        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("rates-") }
        let expected = written.suffix(EncryptedFileLocalCopyStore.ratesFilesKept).map(\.lastPathComponent)
        #expect(Set(kept) == Set(expected + [other.ratesFile(for: "another user").lastPathComponent]))
    }

    @Test func newRatesLeaveTheProductsAndSalesFileAsItWas() throws {
        let (sut, folder, _) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try makeCopy()
        try sut.save(copy, for: "tester")
        let sealed = try Data(contentsOf: sut.file(for: "tester"))
        try sut.saveRates([:], for: "tester")
        #expect(try Data(contentsOf: sut.file(for: "tester")) == sealed, "not rewritten")
        var expected = copy
        expected.rates = [:]
        #expect(try sut.load(for: "tester") == expected)
    }

    @Test func readsTheRatesAloneWithoutOpeningTheProductsAndSales() throws {
        let (sut, folder, notices) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try makeCopy()
        try sut.save(copy, for: "tester")
        try Data("not a copy".utf8).write(to: sut.file(for: "tester"))
        #expect(try sut.rates(for: "tester") == copy.rates)
        #expect(notices.asides.isEmpty, "the damaged catalog file was never opened")
    }

    @Test func aFileNeverPassesForTheOtherKind() throws {
        let (sut, folder, notices) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        try sut.save(try makeCopy(), for: "tester")
        try FileManager.default.removeItem(at: sut.file(for: "tester"))
        try FileManager.default.copyItem(at: sut.ratesFile(for: "tester"), to: sut.file(for: "tester"))
        #expect(
            try sut.load(for: "tester")?.catalog.products.isEmpty == true, "the rates' copy is not read as the catalog")
        #expect(notices.asides.count == 1)
    }

    @Test func aCopySealedWithAnotherKeyIsNeverOpened() throws {
        let (sut, folder, notices) = try makeSUT(key: Array(repeating: 1, count: 32))
        defer { try? FileManager.default.removeItem(at: folder) }
        try sut.save(try makeCopy(), for: "tester")
        let (other, _, otherNotices) = try makeSUT(folder: folder, key: Array(repeating: 2, count: 32))
        #expect(try other.load(for: "tester") == nil)
        #expect(otherNotices.asides.count == 2, "both files set aside, to be fetched anew")
        #expect(notices.asides.isEmpty)
    }

    @Test func keepsNothingBeforeThereIsAKey() throws {
        let (sut, folder, _) = try makeSUT(key: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        try sut.save(try makeCopy(), for: "tester")
        #expect(!FileManager.default.fileExists(atPath: sut.file(for: "tester").path))
        #expect(try sut.load(for: "tester") == nil)
    }

    @Test func aLoadThatRacedALogoutInAnotherProcessLeavesNoFileBehind() throws {
        let (sut, folder, _) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        try sut.save(try makeCopy(), for: "tester")
        let (otherProcess, _, _) = try makeSUT(folder: folder)
        let begun = try sut.generation()

        try otherProcess.delete(for: "tester")
        #expect(throws: ClientError.self) { try sut.save(try makeCopy(), for: "tester", in: begun) }

        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["copy.lock", sut.generationFile.lastPathComponent].sorted(), "no copy, no temporary file")
    }

    /// An interrupted refresh (Ctrl-C, kill -9) leaves its temporary copy: the next write, under the
    /// lock, removes those whose writer has ended, by their exact names, and leaves a running one's.
    @Test func theNextWriteRemovesTheTemporariesOfWritersThatEnded() throws {
        let (sut, folder, _) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ended = try endedProcessID()
        let copyName = sut.file(for: "tester").lastPathComponent
        let abandoned = ".\(copyName).tmp-\(ended)-0123456789abcdef"
        let running = ".\(copyName).tmp-\(getpid())-fedcba9876543210"
        let notOurs = ".notes.tmp-\(ended)-0123456789abcdef"
        for name in [abandoned, running, notOurs] {
            #expect(
                FileManager.default.createFile(
                    atPath: folder.appendingPathComponent(name).path, contents: Data("x".utf8)))
        }
        try sut.save(try makeCopy(), for: "tester")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(!left.contains(abandoned))
        #expect(left.contains(running), "a writer still running finishes its write")
        #expect(left.contains(notOurs), "a file not of ours is never touched")
    }

    @Test func aLogoutRemovesWhatWasBeingWrittenOfTheUsersFiles() throws {
        let (sut, folder, _) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        try sut.save(try makeCopy(), for: "tester")
        try sut.saveRates(try makeCopy().rates, for: "other")
        let mine = ".\(sut.file(for: "tester").lastPathComponent).tmp-\(getpid())-0123456789abcdef"
        let theirs = ".\(sut.ratesFile(for: "other").lastPathComponent).tmp-\(getpid())-0123456789abcdef"
        for name in [mine, theirs] {
            #expect(
                FileManager.default.createFile(
                    atPath: folder.appendingPathComponent(name).path, contents: Data("x".utf8)))
        }
        try sut.delete(for: "tester")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(!left.contains(mine))
        #expect(left.contains(theirs), "another user's write is theirs")
    }

    /// The id of a process that has ended (`true`, run and waited for).
    private func endedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    private func hasNoCatalog(_ copy: LocalCopy?) -> Bool {
        copy.map { $0.fetchedAt == .distantPast && $0.catalog.products.isEmpty } ?? true
    }

    private func makeSUT(
        folder: URL? = nil, ratesScope: String = "http://127.0.0.1:8080/rates",
        key: [UInt8]? = Array(repeating: 7, count: 32)
    ) throws -> (EncryptedFileLocalCopyStore, URL, Notices) {
        let folder = try folder ?? temporaryDirectory()
        let notices = Notices()
        let sut = EncryptedFileLocalCopyStore(
            directory: folder, scope: "http://127.0.0.1:8081", ratesScope: ratesScope, key: { key },
            notify: notices.append)
        return (sut, folder, notices)
    }
}

/// A store's notices, from any thread.
private final class Notices: Sendable {
    private let storage = Mutex<[String]>([])
    var lines: [String] { storage.withLock { $0 } }
    var asides: [String] { lines.filter { $0.contains("moved it aside") } }
    var append: @Sendable (String) -> Void { { line in self.storage.withLock { $0.append(line) } } }
}
