import SalesCore
import SalesMiddleware
import Synchronization

/// Answers fetches from a script of results (the last one repeats), counting them, optionally slowly
/// or held until the test releases them.
final class RatesProviderStub: RatesProvider {
    private struct Gate {
        var isHolding = false
        var held: [CheckedContinuation<Void, Never>] = []
    }

    private let script: Mutex<[Result<MappedList<ConversionRate>, UpstreamError>]>
    private let count = Mutex(0)
    private let gate = Mutex(Gate())
    private let delay: Duration

    init(_ results: Result<MappedList<ConversionRate>, UpstreamError>..., delay: Duration = .zero) {
        script = Mutex(results)
        self.delay = delay
    }

    convenience init(rates: [ConversionRate], delay: Duration = .zero) {
        self.init(.success(MappedList(elements: rates)), delay: delay)
    }

    var fetchCount: Int { count.withLock { $0 } }

    /// Replaces what the following fetches answer.
    func answer(_ result: Result<MappedList<ConversionRate>, UpstreamError>) {
        script.withLock { $0 = [result] }
    }

    /// Fetches from now on wait until ``release()``.
    func hold() {
        gate.withLock { $0.isHolding = true }
    }

    /// Lets held fetches (and the following ones) answer.
    func release() {
        let held = gate.withLock { gate in
            gate.isHolding = false
            defer { gate.held = [] }
            return gate.held
        }
        for fetch in held { fetch.resume() }
    }

    func fetchRates() async throws(UpstreamError) -> MappedList<ConversionRate> {
        count.withLock { $0 += 1 }
        await withCheckedContinuation { continuation in
            let proceed = gate.withLock { gate in
                guard gate.isHolding else { return true }
                gate.held.append(continuation)
                return false
            }
            if proceed { continuation.resume() }
        }
        if delay > .zero { try? await Task.sleep(for: delay) }
        let result = script.withLock { script in script.count > 1 ? script.removeFirst() : script[0] }
        return try result.get()
    }
}
