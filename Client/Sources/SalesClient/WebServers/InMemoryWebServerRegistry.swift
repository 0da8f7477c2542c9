import Foundation
import Synchronization

/// The registry held in memory: what tests and an environment without a data folder use.
package final class InMemoryWebServerRegistry: WebServerRegistry {
    private let server = Mutex<RunningWebServer?>(nil)

    package init(_ server: RunningWebServer? = nil) {
        self.server.withLock { $0 = server }
    }

    package func current() -> RunningWebServer? { server.withLock { $0 } }

    package func register(_ server: RunningWebServer) {
        self.server.withLock { $0 = server }
    }

    package func unregister(_ server: RunningWebServer) {
        self.server.withLock { if $0 == server { $0 = nil } }
    }

    package func keepOpeningPage(_ page: String) -> URL? { nil }

    package func holdStart() -> HeldLock { .none }
}
