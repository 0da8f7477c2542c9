public import Hummingbird

extension ApplicationProtocol {
    /// Runs `test` against this application, as `setup` says, with its services running; the
    /// services and the server are shut down gracefully when `test` returns or throws.
    public func test<Value: Sendable>(
        _ setup: TestingSetup, _ test: @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        switch setup {
        case .router: try await RouterTesting(app: self).run(test)
        case .live: try await LiveTesting(app: self).run(test)
        }
    }
}
