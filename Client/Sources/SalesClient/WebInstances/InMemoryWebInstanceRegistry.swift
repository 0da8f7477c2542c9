import Foundation
import Synchronization

/// The registry held in memory: what tests and an environment without a data folder use.
package final class InMemoryWebInstanceRegistry: WebInstanceRegistry {
    private let server = Mutex<RunningWebInstance?>(nil)

    package init(_ server: RunningWebInstance? = nil) {
        self.server.withLock { $0 = server }
    }

    package func current() -> RunningWebInstance? { server.withLock { $0 } }

    package func register(_ server: RunningWebInstance) {
        self.server.withLock { $0 = server }
    }

    package func unregister(_ server: RunningWebInstance) {
        self.server.withLock { if $0 == server { $0 = nil } }
    }

    package func keepOpeningPage(_ page: String) -> URL? { nil }

    package func holdStart() -> HeldLock { .none }
}
