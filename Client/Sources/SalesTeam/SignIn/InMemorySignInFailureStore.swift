import Synchronization

/// Failed sign-ins in this process's memory: the specs' reference.
public final class InMemorySignInFailureStore: SignInFailureStore {
    private struct Failure {
        let username: [UInt8]
        let address: String
        let time: Int64
    }

    private let failures = Mutex<[Failure]>([])

    public init() {}

    public func recordFailure(username: String, address: String, at time: Int64) {
        failures.withLock { $0.append(Failure(username: Array(username.utf8), address: address, time: time)) }
    }

    public func recentFailures(username: String, address: String, since: Int64, limit: (username: Int, address: Int))
        -> (username: [Int64], address: [Int64])
    {
        let recent = failures.withLock { $0.filter { $0.time > since } }
        let name = Array(username.utf8)
        let byUser = recent.filter { $0.username == name }.map(\.time).sorted(by: >).prefix(limit.username)
        let byAddress = recent.filter { $0.address == address }.map(\.time).sorted(by: >).prefix(limit.address)
        return (Array(byUser), Array(byAddress))
    }

    public func clearFailures(username: String) {
        let name = Array(username.utf8)
        failures.withLock { $0.removeAll { $0.username == name } }
    }

    public func pruneFailures(before time: Int64) -> Int {
        failures.withLock { failures in
            let count = failures.count
            failures.removeAll { $0.time < time }
            return count - failures.count
        }
    }
}
