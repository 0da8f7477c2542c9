import Foundation
import Testing

/// The built `sales` binary against `fake-upstream` and `sales-middleware` processes on free ports.
@Suite(.serialized) struct SalesCommandTests {
    @Test func refusesEmptyCredentialsWithAUsageError() throws {
        let world = try World()
        let run = try world.sales(["login", "--username", "", "--password-stdin"], input: "password\n")
        #expect(run.status == 2)
        let empty = try world.sales(["login", "--username", "tester", "--password-stdin"], input: "\n")
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("must not be empty"))
    }

    @Test func printsTheServersMessageForAWrongPassword() throws {
        let run = try World().sales(["login", "--username", "tester", "--password-stdin"], input: "wrong\n")
        #expect(run.status == 3)
        #expect(run.stderr == "error: login failed: Invalid credentials.\n")
    }

    @Test func listsProductsAfterLoggingIn() throws {
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

    @Test func showsAProductAsJSONWithUSDTotals() throws {
        let world = try World()
        try world.login()
        let run = try world.sales(["product", "mac mini", "--json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "Mac mini")
        #expect(object["sales_count"] as? Int == 264)
        #expect(object["total_usd"] as? String == "267716.41")
        #expect(object["total_is_complete"] as? Bool == true)
    }

    @Test func endsTheSessionWhenTheTokenExpires() throws {
        let world = try World()
        try world.login()
        try world.upstreamAdmin("/_admin/tokens/expire")
        let expired = try world.sales(["products"])
        #expect(expired.status == 3)
        #expect(expired.stderr == "error: your session expired: run `sales login`\n")
        #expect(try world.sales(["products"]).stderr.contains("not logged in"))
        try world.login()
        #expect(try world.sales(["products"]).status == 0)
    }

    @Test func treatsATamperedSessionFileAsLoggedOut() throws {
        let world = try World()
        try world.login()
        let file = world.data.appendingPathComponent("saleassistant/token")
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count - 1] ^= 0xFF
        try bytes.write(to: file)
        let run = try world.sales(["products"])
        #expect(run.status == 3)
        #expect(run.stderr.contains("logged out: the saved session cannot be read"))
    }

    @Test func stillShowsSalesWhenTheMiddlewareIsDown() throws {
        let world = try World()
        try world.login()
        world.middleware.stop()
        let run = try world.sales(["product", "iMac"])
        #expect(run.status == 4)
        #expect(run.stdout.contains("189 sales"))
        #expect(run.stderr.contains("cannot reach the rates middleware"))
    }

    @Test func keepsTheTokenOutOfVerboseOutput() throws {
        let world = try World()
        try world.login()
        let firstRequest = try #require(try world.sales(["products", "-v"]).stderr.split(separator: "\n").first)
        #expect(firstRequest.contains("Authorization: <redacted>"))
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

    func upstreamAdmin(_ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "-fsS", "-X", "POST", upstream.baseURL + path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
