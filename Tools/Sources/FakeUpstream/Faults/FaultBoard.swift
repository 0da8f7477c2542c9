import Synchronization

/// The faults in force, and the decision, request by request, of what each one does.
package final class FaultBoard: Sendable {
    /// What to do with one request.
    package struct Decision: Equatable, Sendable {
        package enum Outcome: Equatable, Sendable {
            case normal
            case hang
            case unauthorized
            case failure(status: Int)
            case malformed
            case truncated
        }

        package var latency: Duration
        /// Held until released (``FaultBoard/release()``), after the latency.
        package var held: Bool
        package var outcome: Outcome

        package init(latency: Duration, held: Bool = false, outcome: Outcome) {
            self.latency = latency
            self.held = held
            self.outcome = outcome
        }
    }

    private struct State {
        var faults: [Endpoint: Fault]
        var random: any RandomNumberGenerator & Sendable
    }

    private let state: Mutex<State>
    private let holding = HeldRequests()

    package init(
        faults: [Endpoint: Fault] = [:], random: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()
    ) {
        state = Mutex(State(faults: faults, random: random))
    }

    package var faults: [Endpoint: Fault] {
        state.withLock { $0.faults }
    }

    package func set(_ fault: Fault?, for endpoint: Endpoint) {
        state.withLock { $0.faults[endpoint] = fault }
    }

    package func clear() {
        state.withLock { $0.faults.removeAll() }
    }

    /// Decides the fate of the next request to `endpoint`, counting down a fault limited in `times`.
    package func decide(for endpoint: Endpoint) -> Decision {
        state.withLock { state in
            guard var fault = state.faults[endpoint] else { return Decision(latency: .zero, outcome: .normal) }
            if let times = fault.times {
                fault.times = times - 1
                state.faults[endpoint] = times > 1 ? fault : nil
            }
            let outcome: Decision.Outcome
            if fault.hang {
                outcome = .hang
            } else if fault.unauthorized {
                outcome = .unauthorized
            } else if fault.failureRate > 0, Double.random(in: 0..<1, using: &state.random) < fault.failureRate {
                outcome = .failure(status: fault.failureStatus)
            } else if fault.malformed {
                outcome = .malformed
            } else if fault.truncated {
                outcome = .truncated
            } else {
                outcome = .normal
            }
            return Decision(latency: .milliseconds(fault.latencyMilliseconds), held: fault.held, outcome: outcome)
        }
    }

    /// Waits until ``release()`` (or until the task is cancelled).
    package func hold() async {
        await holding.hold()
    }

    /// How many requests are held now.
    package var held: Int { holding.count }

    /// Lets every held request go on; answers how many there were.
    @discardableResult
    package func release() -> Int {
        holding.releaseAll()
    }
}
