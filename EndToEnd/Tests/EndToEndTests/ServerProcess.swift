import Foundation
import TestKit
import Testing

/// A server of ours (`fake-upstream`, `sales-middleware`) started as a real process on
/// 127.0.0.1 with port 0; the port is read from its first line, `listening on HOST:PORT`.
/// Stopped with SIGTERM when the test is done.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    let port: Int

    init(_ executable: URL, arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        let handle = output.fileHandleForReading
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = handle.availableData
            guard !chunk.isEmpty else { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let portText = text.split(separator: "\n").first?.split(separator: ":").last, let port = Int(portText)
        else {
            process.terminate()
            throw ServerProcessError(message: "\(executable.lastPathComponent) did not announce a port: '\(text)'")
        }
        self.port = port
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    deinit { stop() }
}

struct ServerProcessError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// The executables the tests drive, built by `make test` before this suite runs (or named by
/// `FAKE_UPSTREAM_BIN`, `SALES_MIDDLEWARE_BIN`, `SALES_BIN`).
enum Executables {
    static let repository = Repository.root

    static func fakeUpstream() throws -> URL {
        try locate("FAKE_UPSTREAM_BIN", package: "Tools", product: "fake-upstream")
    }

    static func middleware() throws -> URL {
        try locate("SALES_MIDDLEWARE_BIN", package: "Middleware", product: "sales-middleware")
    }

    static func sales() throws -> URL {
        try locate("SALES_BIN", package: "Client", product: "sales")
    }

    private static func locate(_ variable: String, package: String, product: String) throws -> URL {
        if let path = ProcessInfo.processInfo.environment[variable] { return URL(fileURLWithPath: path) }
        // The repository's one build graph first (`make build`), then the package's own build.
        for folder in ["", "\(package)/"] {
            for configuration in ["debug", "release"] {
                let candidate = repository.appendingPathComponent("\(folder).build/\(configuration)/\(product)")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        throw ServerProcessError(
            message:
                "\(product) is not built: run `make build` (or `swift build --product \(product)`), or set \(variable)"
        )
    }

    static var fixtures: String { Repository.fixtures.path }
}

/// Runs `sales` with arguments, environment and standard input; returns exit code, stdout, stderr.
struct SalesRun {
    let status: Int32
    let stdout: String
    let stderr: String

    static func run(_ arguments: [String], environment: [String: String], input: String? = nil) throws -> SalesRun {
        let process = Process()
        process.executableURL = try Executables.sales()
        process.arguments = arguments
        process.environment = environment.merging(["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]) {
            a, _ in a
        }
        let out = Pipe()
        let err = Pipe()
        let inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inPipe.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return SalesRun(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self)
        )
    }
}

/// A fresh data folder for one test's session files.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sales-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
