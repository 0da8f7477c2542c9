import Foundation
import SalesPostgres
import Synchronization

/// A real PostgreSQL server for the tests: Debian's, in a folder of its own under the temporary
/// directory, on 127.0.0.1 at a free port, run as the `postgres` user when the tests run as root
/// (PostgreSQL refuses root). One per test process (``shared``), stopped when the process exits;
/// each test takes a new database of its own (``makeDatabase()``). Shared by the store specs and the
/// team server's tests that build its live wiring.
package final class PostgresTestServer: @unchecked Sendable {
    package let folder: String
    package let port: Int
    private let binaries: String
    private let counter = NSLock()
    private var databases = 0

    /// The process's server, started at first use.
    package static let shared: Result<PostgresTestServer, PostgresTestServerError> = Result {
        () throws(PostgresTestServerError) in
        let server = try PostgresTestServer()
        atexit { PostgresTestServer.stopAll() }
        return server
    }

    /// A new server of its own (a test that stops and starts it).
    package init() throws(PostgresTestServerError) {
        binaries = try Self.findBinaries()
        folder = try Self.makeFolder()
        port = try Self.freePort()
        Self.startedFolders.withLock { [binaries, folder] in $0.append((binaries, folder)) }
        try run("initdb", "-D", "\(folder)/data", "-A", "trust", "-U", "sales", "-E", "UTF8", "--locale=C", "--no-sync")
        try start()
    }

    /// A libpq URI for `database` (`postgres` by default).
    package func url(database: String = "postgres") -> String {
        "postgresql://sales@127.0.0.1:\(port)/\(database)"
    }

    /// A new, empty database; its URI.
    package func makeDatabase() async throws -> String {
        let name = counter.withLock { () -> String in
            databases += 1
            return "test_\(databases)"
        }
        try await PostgresPool(url: url(), size: 1).execute("CREATE DATABASE \(name)")
        return url(database: name)
    }

    /// `pg_ctl start`, waiting until the server accepts connections (its own readiness signal).
    package func start() throws(PostgresTestServerError) {
        try run(
            "pg_ctl", "-D", "\(folder)/data", "-l", "\(folder)/log", "-w", "-t", "60", "-o",
            "-p \(port) -k \(folder) -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200", "start")
    }

    /// `pg_ctl stop` (fast: connections are ended).
    package func stop() throws(PostgresTestServerError) {
        try run("pg_ctl", "-D", "\(folder)/data", "-w", "-m", "fast", "stop")
    }

    private func run(_ program: String, _ arguments: String...) throws(PostgresTestServerError) {
        try Self.run(binaries + "/" + program, arguments)
    }

    private static let startedFolders = Mutex<[(String, String)]>([])

    private static func stopAll() {
        for (binaries, folder) in startedFolders.withLock({ $0 }) {
            try? run(binaries + "/pg_ctl", ["-D", "\(folder)/data", "-m", "immediate", "stop"])  // Exiting anyway.
            try? FileManager.default.removeItem(atPath: folder)  // A temporary folder of ours.
        }
    }

    /// Runs `program` to its end (as `postgres` when we are root), its output in a file of ours.
    /// `posix_spawn` and `waitpid`, not Foundation's `Process`, which would wait for descriptors the
    /// server `pg_ctl` starts keeps open; and that child gets none of ours but its output.
    private static func run(_ program: String, _ arguments: [String]) throws(PostgresTestServerError) {
        let asPostgres = geteuid() == 0
        let argv = (asPostgres ? ["/usr/sbin/runuser", "-u", "postgres", "--", program] : [program]) + arguments
        let output = NSTemporaryDirectory() + "/sales-postgres-\(UUID()).out"
        defer { unlink(output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Nothing else of ours: the server `pg_ctl` starts would hold, for as long as it runs, every
        // descriptor it inherits — another test's pipe among them, whose reader then never sees
        // its end.
        Self.closeFrom(3, &actions)
        let strings = argv.map { strdup($0) }
        defer { for string in strings { free(string) } }
        var pid: pid_t = 0
        var pointers = strings + [nil]
        let spawned = pointers.withUnsafeMutableBufferPointer { pointers in
            guard let base = pointers.baseAddress else { return EINVAL }
            return posix_spawn(&pid, argv[0], &actions, nil, base, environ)
        }
        guard spawned == 0 else { throw PostgresTestServerError("\(program) did not start: errno \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        guard status == 0 else {
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""  // Only for the message.
            throw PostgresTestServerError("\(program) \(arguments.joined(separator: " ")) failed: \(text)")
        }
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not declare: found by name.
    private static func closeFrom(_ first: Int32, _ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, first)
    }

    /// Debian's newest PostgreSQL (`/usr/lib/postgresql/<version>/bin`).
    private static func findBinaries() throws(PostgresTestServerError) -> String {
        let root = "/usr/lib/postgresql"
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])  // None: said below.
            .compactMap { Int($0) }.sorted()
        guard let newest = versions.last else {
            throw PostgresTestServerError("no PostgreSQL server in \(root): `make test` installs Debian's postgresql")
        }
        return "\(root)/\(newest)/bin"
    }

    private static func makeFolder() throws(PostgresTestServerError) -> String {
        var template = Array((NSTemporaryDirectory() + "/sales-postgres-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw PostgresTestServerError("no temporary folder") }
        let folder = String(cString: made)
        if geteuid() == 0, let user = getpwnam("postgres") {
            guard chown(folder, user.pointee.pw_uid, user.pointee.pw_gid) == 0 else {
                throw PostgresTestServerError("\(folder) could not be given to postgres")
            }
        }
        return folder
    }

    /// A port nothing listens on now: the kernel's choice for a socket bound to port 0.
    package static func freePort() throws(PostgresTestServerError) -> Int {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && getsockname(socket, address, &length) == 0
            }
        }
        guard bound else { throw PostgresTestServerError("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

package struct PostgresTestServerError: Error, CustomStringConvertible {
    package let description: String

    init(_ description: String) {
        self.description = description
    }
}
