import Foundation
import SalesClient
import SalesOutput
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `-o PATH`, through the options every listing command shares.
@Suite struct OutputFileTests {
    @Test func replacesAFileWholeKeepingItsPermissionsAndLeavingNothingBehind() throws {
        let folder = try makeFolder()
        defer { remove(folder) }
        let file = folder + "/report.csv"
        try "old\n".write(toFile: file, atomically: false, encoding: .utf8)
        chmod(file, 0o640)

        try deliver("new", to: file)

        #expect(try String(contentsOfFile: file, encoding: .utf8) == "new\n")
        #expect(permissionBits(of: file) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.csv"])
    }

    @Test func createsANewFile() throws {
        let folder = try makeFolder()
        defer { remove(folder) }
        try deliver("figures", to: folder + "/new.csv")
        #expect(try String(contentsOfFile: folder + "/new.csv", encoding: .utf8) == "figures\n")
    }

    @Test(arguments: [true, false])
    func writesTheTargetOfASymbolicLinkAndKeepsTheLink(absolute: Bool) throws {
        let folder = try makeFolder()
        defer { remove(folder) }
        try "old\n".write(toFile: folder + "/target.csv", atomically: false, encoding: .utf8)
        symlink(absolute ? folder + "/target.csv" : "target.csv", folder + "/link.csv")

        try deliver("new", to: folder + "/link.csv")

        #expect(fileKind(of: folder + "/link.csv") == S_IFLNK)
        #expect(try String(contentsOfFile: folder + "/target.csv", encoding: .utf8) == "new\n")
    }

    @Test func createsTheMissingTargetOfALink() throws {
        let folder = try makeFolder()
        defer { remove(folder) }
        symlink("later.csv", folder + "/link.csv")
        try deliver("new", to: folder + "/link.csv")
        #expect(fileKind(of: folder + "/link.csv") == S_IFLNK)
        #expect(try String(contentsOfFile: folder + "/later.csv", encoding: .utf8) == "new\n")
    }

    @Test func writesIntoAFIFOWithoutReplacingIt() throws {
        let folder = try makeFolder()
        defer { remove(folder) }
        let fifo = folder + "/pipe"
        try #require(mkfifo(fifo, 0o600) == 0)
        let reader = Reader(fifo)

        try deliver("through the pipe", to: fifo)

        #expect(reader.wait() == "through the pipe\n")
        #expect(fileKind(of: fifo) == S_IFIFO)
    }

    @Test(.enabled(if: getuid() == 0, "mknod needs root"))
    func writesIntoADeviceAndReportsAFullOneWithoutReplacingIt() throws {
        let folder = try makeFolder()
        defer { remove(folder) }
        // The numbers of /dev/null (1, 3) and /dev/full (1, 7), made in a temporary folder.
        try #require(mknod(folder + "/null", S_IFCHR | 0o666, device(major: 1, minor: 3)) == 0)
        try #require(mknod(folder + "/full", S_IFCHR | 0o666, device(major: 1, minor: 7)) == 0)

        try deliver("discarded", to: folder + "/null")
        let error = #expect(throws: ClientError.self) { try deliver("lost", to: folder + "/full") }

        #expect(error?.description == "cannot write \(folder)/full: No space left on device")
        #expect(error?.exitCode == 1)
        #expect(fileKind(of: folder + "/null") == S_IFCHR)
        #expect(fileKind(of: folder + "/full") == S_IFCHR)
    }

    @Test func refusesADirectoryAndALinkToOne() throws {
        let folder = try makeFolder()
        defer { remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/reports", withIntermediateDirectories: false)
        symlink("reports", folder + "/link")
        for path in [folder + "/reports", folder + "/link"] {
            let error = #expect(throws: ClientError.self) { try deliver("x", to: path) }
            #expect(error?.description == "-o \(path) is a directory: give a file name")
            #expect(error?.exitCode == 2)
        }
    }

    @Test func refusesALoopOfLinks() throws {
        let folder = try makeFolder()
        defer { remove(folder) }
        symlink("b", folder + "/a")
        symlink("a", folder + "/b")
        let error = #expect(throws: ClientError.self) { try deliver("x", to: folder + "/a") }
        #expect(error?.description == "cannot write \(folder)/a: Too many levels of symbolic links")
    }

    @Test(arguments: [["-o", "-"], ["--output", "-"], ["--output=-"]])
    func aDashIsStandardOutputAsEveryUnixToolReadsIt(arguments: [String]) throws {
        let console = ConsoleSpy()
        let options = try OutputOptions.parse(arguments + ["--format", "csv"])
        try CommandOutput(options, console: console.console, environment: [:]).deliver("id,name")
        #expect(console.out == "id,name\n")
        #expect(options.file == nil)
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    @Test func aDashWithoutAFormatIsATableOnStandardOutput() throws {
        #expect(try OutputOptions.parse(["-o", "-"]).resolved == .table)
        #expect(try OutputOptions.parse(["-o", "dir.v2/report"]).resolved == .table)
        #expect(try OutputOptions.parse(["-o", "q3.tsv"]).resolved == .tsv)
        #expect(try OutputOptions.parse(["-o", "./.json"]).resolved == .table)
    }

    @Test(arguments: ["a", "-", "é", "x\u{301}"])
    func aOneCharacterNameInAFolderIsWrittenBesideItself(name: String) throws {
        let folder = try makeFolder()
        defer { remove(folder) }
        try deliver("figures", to: folder + "/" + name)
        #expect(try String(contentsOfFile: folder + "/" + name, encoding: .utf8) == "figures\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [name])
    }

    @Test func aResultStandardOutputCannotTakeStopsTheCommandWithTheReason() throws {
        let console = Console(
            isInteractive: false, stderrIsTerminal: false, style: TextStyle(enabled: false),
            out: { _ throws(WriteFailure) in throw WriteFailure(code: ENOSPC) }, err: { _ in })
        let error = #expect(throws: ClientError.self) {
            try CommandOutput(OutputOptions.parse([]), console: console, environment: [:]).deliver("x")
        }
        #expect(error == .outputFailed(WriteFailure(code: ENOSPC)))
        #expect(error?.description == "cannot write to standard output: No space left on device")
        #expect(error?.exitCode == 1)
    }

    private func deliver(_ text: String, to path: String) throws {
        try CommandOutput(OutputOptions.parse(["-o", path]), console: ConsoleSpy().console, environment: [:]).deliver(
            text)
    }

    /// `makedev` (a C macro Swift cannot call) for small numbers: Linux's encoding.
    private func device(major: dev_t, minor: dev_t) -> dev_t { (major << 8) | minor }

    private func makeFolder() throws -> String { try temporaryDirectory().path }
    private func remove(_ folder: String) { try? FileManager.default.removeItem(atPath: folder) }

}

/// Reads a FIFO to its end on a thread of its own.
private final class Reader: @unchecked Sendable {
    private var text = ""
    private let done = DispatchSemaphore(value: 0)

    init(_ path: String) {
        Thread { [self] in
            let descriptor = open(path, O_RDONLY)
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while descriptor >= 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                bytes += buffer[0..<count]
            }
            close(descriptor)
            text = String(decoding: bytes, as: UTF8.self)
            done.signal()
        }.start()
    }

    func wait() -> String {
        done.wait()
        return text
    }
}
