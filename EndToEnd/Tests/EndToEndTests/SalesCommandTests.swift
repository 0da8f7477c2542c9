import Foundation
import Testing

/// The built `sales` binary against `fake-upstream` and `sales-middleware` processes on free ports.
/// Login failures, totals, expiry, tampering and a missing middleware are `scripts/e2e.sh`'s.
@Suite(.serialized) struct SalesCommandTests {
    @Test func refusesAnEmptyUsernameWithAUsageErrorBeforeAnyRequest() throws {
        let world = try World()
        let run = try world.sales(["login", "--username", "", "--password-stdin"], input: "password\n")
        #expect(run.status == 2)
        #expect(run.stderr.contains("must not be empty"))
        #expect(try world.upstreamStats()["login"] == 0)
    }

    @Test func showsTheProductTableInReadingOrderAfterLoggingIn() throws {
        let world = try World()
        #expect(try world.sales(["products"]).status == 3)
        try world.login()
        let run = try world.sales(["products"])
        #expect(run.status == 0)
        let names = run.stdout.split(separator: "\n").dropFirst().prefix(10).map {
            String($0.prefix(12)).trimmingCharacters(in: .whitespaces)
        }
        #expect(
            names == [
                "AirTag", "Apple TV 4K", "Apple Watch", "HomePod mini", "iMac", "iPad Pro", "iPhone", "Mac mini",
                "MacBook Pro", "Vision Pro",
            ])
        #expect(run.stdout.contains("10 products · 2,485 sales"))
    }

    @Test func keepsTheTokenOutOfVerboseOutput() throws {
        let world = try World()
        try world.login()
        let trace = try world.sales(["products", "-v"]).stderr.split(separator: "\n")
        let authorised = trace.filter { $0.contains("GET ") && ($0.contains("/products") || $0.contains("/sales")) }
        #expect(authorised.count == 2)
        #expect(authorised.allSatisfy { $0.contains("Authorization: <redacted>") })
        #expect(!trace.contains { $0.contains("Authorization:") && !$0.contains("Authorization: <redacted>") })
    }

    @Test func explainsUnknownProductsInOneLine() throws {
        let world = try World()
        try world.login()
        let run = try world.sales(["product", "Zune"])
        #expect(run.status == 1)
        #expect(run.stderr == "error: no product matches 'Zune': see `sales products`\n")
    }
}

/// A fake upstream, a middleware reading it, and an empty data folder for `sales`.
private final class World {
    let upstream: ServerProcess
    let middleware: ServerProcess
    let data: URL

    init() throws {
        upstream = try ServerProcess(
            try Executables.fakeUpstream(), arguments: ["--port", "0", "--fixtures", Executables.fixtures])
        middleware = try ServerProcess(
            try Executables.middleware(),
            arguments: ["--listen", "127.0.0.1:0", "--rates-url", upstream.baseURL + "/rates"]
        )
        data = try temporaryDirectory()
    }

    deinit {
        middleware.stop()
        upstream.stop()
        try? FileManager.default.removeItem(at: data)
    }

    func sales(_ arguments: [String], input: String? = nil) throws -> SalesRun {
        try SalesRun.run(
            arguments,
            environment: [
                "SALES_API_URL": upstream.baseURL, "SALES_RATES_URL": middleware.baseURL + "/rates",
                "XDG_DATA_HOME": data.path, "HOME": data.path, "SALES_TIMEOUT": "5",
            ],
            input: input
        )
    }

    func login() throws {
        let run = try sales(["login", "--username", "tester", "--password-stdin"], input: "password\n")
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// Requests per endpoint the fake upstream has answered (`GET /_admin/stats`).
    func upstreamStats() throws -> [String: Int] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "-fsS", upstream.baseURL + "/_admin/stats"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode([String: Int].self, from: data)
    }
}
