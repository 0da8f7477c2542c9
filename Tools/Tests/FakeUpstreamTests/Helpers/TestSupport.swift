import AppTesting
import FakeUpstream
import Foundation
import Hummingbird
import TestKit

/// The fake with the repository's fixtures, a seeded token generator and a manual clock.
func makeSUT(
    _ configure: (inout FakeUpstreamConfiguration) -> Void = { _ in },
    clock: ManualClock = ManualClock()
) throws -> some ApplicationProtocol {
    var configuration = FakeUpstreamConfiguration()
    configuration.data = .fixtures(directory: Repository.fixtures.path)
    configuration.port = 0
    configuration.seed = 7
    configure(&configuration)
    return try buildApplication(configuration: configuration, now: clock.now)
}

extension TestClientProtocol {
    /// Logs in as `tester` and returns the token.
    func login(username: String = "tester", password: String = "password") async throws -> String {
        let response = try await executeRequest(
            uri: "/login",
            method: .post,
            headers: [.contentType: "application/json"],
            body: ByteBuffer(string: #"{"username":"\#(username)","password":"\#(password)"}"#)
        )
        let body = try JSONDecoder().decode([String: String].self, from: Data(buffer: response.body))
        return body["access_token"] ?? ""
    }

    func get(_ uri: String, token: String? = nil) async throws -> TestResponse {
        var headers = HTTPFields()
        if let token { headers[.authorization] = token }
        return try await executeRequest(uri: uri, method: .get, headers: headers, body: nil)
    }

    func put(_ uri: String, json: String) async throws -> TestResponse {
        try await executeRequest(
            uri: uri, method: .put, headers: [.contentType: "application/json"], body: ByteBuffer(string: json))
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    /// The `{"message"}` of an error body.
    var message: String? {
        (try? JSONDecoder().decode([String: String].self, from: Data(buffer: body)))?["message"]
    }
}

extension ApplicationProtocol {
    /// `test(.router)` with the closure's type spelled out, so `try` inside `#expect` type-checks.
    func testRouter(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await test(.router, body)
    }

    /// `test(.live)`: the application on 127.0.0.1 at a free port.
    func testLive(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await test(.live, body)
    }
}
