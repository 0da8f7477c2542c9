import Foundation
import ScriptedHTTPServer

/// An upstream whose every request waits until the test releases it, and which says when one has
/// arrived: a request held in progress without sleeps or guessing.
final class HeldUpstream: Sendable {
    let server: ScriptedHTTPServer
    private let arrivals: AsyncStream<Void>
    private let gate = DispatchSemaphore(value: 0)

    init() throws {
        let (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
        let gate = gate
        self.arrivals = arrivals
        server = try ScriptedHTTPServer { _ in
            arrived.yield()
            gate.wait()
            return .json(Fixtures.ratesJSON)
        }
    }

    /// Returns once a request has reached the upstream (called from one task at a time).
    func requestArrived() async {
        var iterator = arrivals.makeAsyncIterator()
        await iterator.next()
    }

    /// Lets one held request be answered.
    func release() {
        gate.signal()
    }
}
