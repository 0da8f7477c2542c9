import Foundation
import SalesClient
import Testing

/// The running `sales web`'s entry: one private file, replaced by a later start, forgotten only by
/// the server it names.
@Suite struct FileWebInstanceRegistryTests {
    @Test func keepsTheRunningServerInAPrivateFileOfItsOwnName() throws {
        let (registry, folder) = try makeSUT()
        #expect(try registry.current() == nil)
        let server = try #require(RunningWebInstance(port: 41_234, launchToken: String(repeating: "ab", count: 16)))
        try registry.register(server)
        #expect(try registry.current() == server)
        #expect(registry.file.lastPathComponent == "web-server")
        #expect(permissionBits(of: registry.file.path) == 0o600)
        #expect(permissionBits(of: folder.path) == 0o700)
    }

    @Test func keepsAnEntryNamedForItsDataFolderBesideOthersInARuntimeFolder() throws {
        let folder = try temporaryDirectory().appendingPathComponent("saleassistant")
        let one = FileWebInstanceRegistry(directory: folder, name: "web-server-0000000000000001")
        let other = FileWebInstanceRegistry(directory: folder, name: "web-server-0000000000000002")
        let server = try #require(RunningWebInstance(port: 41_234, launchToken: String(repeating: "ab", count: 16)))
        try one.register(server)
        #expect(try one.current() == server)
        #expect(try other.current() == nil, "another data folder's start finds no server of its own")
        let page = try #require(try one.keepOpeningPage("<p>"))
        #expect(page.lastPathComponent == "web-server-0000000000000001-open.html")
    }

    @Test func forgetsTheServerOnlyWhenItIsStillTheOneRegistered() throws {
        let (registry, _) = try makeSUT()
        let first = try #require(RunningWebInstance(port: 41_234, launchToken: String(repeating: "0", count: 32)))
        let second = try #require(RunningWebInstance(port: 41_235, launchToken: String(repeating: "1", count: 32)))
        try registry.register(first)
        try registry.register(second)
        try registry.unregister(first)
        #expect(try registry.current() == second, "a later start's entry stays")
        try registry.unregister(second)
        #expect(try registry.current() == nil)
        #expect(!FileManager.default.fileExists(atPath: registry.file.path))
    }

    @Test func keepsThePageThatOpensTheKeyedAddressPrivateAndDeletesItWithTheEntry() throws {
        let (registry, _) = try makeSUT()
        let server = try #require(RunningWebInstance(port: 41_234, launchToken: String(repeating: "c", count: 32)))
        try registry.register(server)
        let written = "<meta http-equiv=\"refresh\" content=\"0;url=http://127.0.0.1:41234/?key=dddd\">"
        let page = try #require(try registry.keepOpeningPage(written))
        #expect(page.lastPathComponent == "web-open.html")
        #expect(permissionBits(of: page.path) == 0o600)
        #expect(try String(contentsOf: page, encoding: .utf8) == written)
        try registry.unregister(server)
        #expect(!FileManager.default.fileExists(atPath: page.path))
    }

    @Test(arguments: ["", "41234\n", "0 \(String(repeating: "a", count: 32))\n", "41234 NOTHEX\n", "x y z\n"])
    func readsAFileThatIsNotAnEntryAsNoServer(_ text: String) throws {
        let (registry, folder) = try makeSUT()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: registry.file)
        #expect(try registry.current() == nil)
    }

    private func makeSUT() throws -> (FileWebInstanceRegistry, URL) {
        let folder = try temporaryDirectory().appendingPathComponent("saleassistant")
        return (FileWebInstanceRegistry(directory: folder), folder)
    }
}
