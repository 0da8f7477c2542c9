import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import SalesMiddleware
import SalesServerTelemetry
import ServiceLifecycle
import TestKit
import Testing

/// The middleware on a stub rates source, with a manual clock.
func makeSUT(
    provider: RatesProviderStub,
    clock: ManualClock = ManualClock(),
    observer: RatesCacheObserverSpy = RatesCacheObserverSpy(),
    logger: Logger = Logger(label: "middleware", factory: { _ in SwiftLogNoOpLogHandler() }),
    requestLog: any RequestLog = LoggerRequestLog(),
    services: [any Service] = [],
    _ configure: (inout MiddlewareConfiguration) -> Void = { _ in }
) throws -> some ApplicationProtocol {
    var configuration = MiddlewareConfiguration(ratesURL: try #require(URL(string: "http://upstream.invalid/rates")))
    configuration.port = 0
    configure(&configuration)
    return buildApplication(
        configuration: configuration,
        provider: provider,
        observer: observer,
        logger: logger,
        requestLog: requestLog,
        services: services,
        now: clock.now
    )
}

extension ApplicationProtocol {
    /// `test(.router)` with the closure's type spelled out, so `try` inside `#expect` type-checks.
    @discardableResult
    func testRouter<Value: Sendable>(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Value)
        async throws -> Value
    {
        try await test(.router, body)
    }

    /// `test(.live)`: the application on 127.0.0.1 at a free port.
    func testLive(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await test(.live, body)
    }
}

extension TestClientProtocol {
    func get(_ uri: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await executeRequest(uri: uri, method: .get, headers: headers, body: nil)
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    var json: Any? { try? JSONSerialization.jsonObject(with: Data(buffer: body)) }

    /// The `{"error"}` of an error body.
    var error: String? { (json as? [String: Any])?["error"] as? String }

    func header(_ name: String) -> String? {
        HTTPField.Name(name).flatMap { headers[$0] }
    }
}
