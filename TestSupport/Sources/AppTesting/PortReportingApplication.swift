import Hummingbird
import HummingbirdCore
import Logging
import NIOConcurrencyHelpers
import NIOCore
import ServiceLifecycle

/// The application under test as it is, but listening on 127.0.0.1 at a free port, and saying
/// which once its server runs.
struct PortReportingApplication<Base: ApplicationProtocol>: ApplicationProtocol {
    typealias Responder = Base.Responder

    let base: Base
    let port = PortPromise()

    var responder: Responder { get async throws { try await base.responder } }
    var server: HTTPServerBuilder { base.server }
    var eventLoopGroup: any EventLoopGroup { base.eventLoopGroup }
    var configuration: ApplicationConfiguration {
        var configuration = base.configuration
        configuration.address = .hostname("127.0.0.1", port: 0)
        return configuration
    }
    var logger: Logger { base.logger }
    var services: [any Service] { base.services }
    var processesRunBeforeServerStart: [@Sendable () async throws -> Void] { base.processesRunBeforeServerStart }

    @Sendable func onServerRunning(_ channel: any Channel) async {
        await base.onServerRunning(channel)
        port.fulfil(channel.localAddress?.port)
    }
}

/// The port the server listens on, once it does; waiters are woken when it is known.
final class PortPromise: Sendable {
    private enum State {
        case waiting([CheckedContinuation<Int?, Never>])
        case known(Int?)
    }

    private let state = NIOLockedValueBox(State.waiting([]))

    func value() async -> Int? {
        await withCheckedContinuation { continuation in
            state.withLockedValue { state in
                switch state {
                case .waiting(let waiters): state = .waiting(waiters + [continuation])
                case .known(let port): continuation.resume(returning: port)
                }
            }
        }
    }

    func fulfil(_ port: Int?) {
        let waiters: [CheckedContinuation<Int?, Never>] = state.withLockedValue { state in
            guard case .waiting(let waiters) = state else { return [] }
            state = .known(port)
            return waiters
        }
        for waiter in waiters { waiter.resume(returning: port) }
    }
}
