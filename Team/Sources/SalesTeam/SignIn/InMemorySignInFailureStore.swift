import Synchronization

/// Failed sign-ins in this process's memory: the specs' reference.
public final class InMemorySignInFailureStore: SignInFailureStore {
    private struct Failure {
        let id: Int64
        let username: [UInt8]
        let address: String
        let time: Int64
    }

    private let failures = Mutex<(list: [Failure], next: Int64)>(([], 1))

    public init() {}

    public func reserveAttempt(
        username: String, address: String, at time: Int64, since: Int64, limits: (pair: Int, address: Int)
    ) -> SignInAttempt {
        let name = Array(username.utf8)
        return failures.withLock { state in
            let recent = state.list.filter { $0.time > since }
            let newest = { (list: [Failure], limit: Int) in Array(list.map(\.time).sorted(by: >).prefix(limit)) }
            let counted = SignInFailures(
                pair: newest(recent.filter { $0.username == name && $0.address == address }, limits.pair),
                address: newest(recent.filter { $0.address == address }, limits.address),
                username: recent.count { $0.username == name })
            guard counted.pair.count < limits.pair, counted.address.count < limits.address else {
                return .refused(counted)
            }
            let id = state.next
            state.next += 1
            state.list.append(Failure(id: id, username: name, address: address, time: time))
            return .reserved(id: id, before: counted)
        }
    }

    public func releaseAttempt(_ id: Int64) {
        failures.withLock { $0.list.removeAll { $0.id == id } }
    }

    public func clearFailures(username: String, address: String) {
        let name = Array(username.utf8)
        failures.withLock { $0.list.removeAll { $0.username == name && $0.address == address } }
    }

    public func pruneFailures(before time: Int64) -> Int {
        failures.withLock { state in
            let count = state.list.count
            state.list.removeAll { $0.time < time }
            return count - state.list.count
        }
    }
}
