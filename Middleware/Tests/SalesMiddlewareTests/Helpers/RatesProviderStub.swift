import SalesCore
import SalesMiddleware
import Synchronization

/// Answers fetches from a script of results (the last one repeats), counting them, optionally slowly.
final class RatesProviderStub: RatesProvider {
    private let script: Mutex<[Result<MappedList<ConversionRate>, UpstreamError>]>
    private let count = Mutex(0)
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

    func fetchRates() async throws(UpstreamError) -> MappedList<ConversionRate> {
        count.withLock { $0 += 1 }
        if delay > .zero { try? await Task.sleep(for: delay) }
        let result = script.withLock { script in script.count > 1 ? script.removeFirst() : script[0] }
        return try result.get()
    }
}
