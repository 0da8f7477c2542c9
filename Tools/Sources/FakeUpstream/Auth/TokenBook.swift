import Foundation
import SalesSupport
import Synchronization

/// Issues and checks session tokens: 32 lowercase hex characters, valid for a lifetime, optionally
/// renewed by each use. Time and randomness are injected, so expiry is tested without waiting.
package final class TokenBook: Sendable {
    package enum Verdict: Equatable, Sendable {
        case valid
        case missing
        case unknown
        case expired
    }

    private struct State {
        var expiry: [String: ContinuousClock.Instant] = [:]
        /// Whose each token is, for a user with data of their own.
        var owner: [String: String] = [:]
        var random: any RandomNumberGenerator & Sendable
    }

    private let lifetime: Duration
    private let sliding: Bool
    private let now: @Sendable () -> ContinuousClock.Instant
    private let state: Mutex<State>

    package init(
        lifetime: Duration,
        sliding: Bool = false,
        random: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.lifetime = lifetime
        self.sliding = sliding
        self.now = now
        self.state = Mutex(State(random: random))
    }

    /// A new token, valid from now for the lifetime.
    package func issue(for user: String? = nil) -> String {
        let instant = now()
        return state.withLock { state in
            let token = (state.random.next() as UInt64).paddedHex + (state.random.next() as UInt64).paddedHex
            // Forget expired tokens as we go, so the book does not grow without bound.
            state.expiry = state.expiry.filter { $0.value > instant }
            state.owner = state.owner.filter { state.expiry[$0.key] != nil }
            state.expiry[token] = instant + lifetime
            if let user { state.owner[token] = user }
            return token
        }
    }

    /// Whether the raw `Authorization` header value names a live token.
    package func check(_ header: String?) -> Verdict {
        guard let token = header?.trimmingCharacters(in: .whitespaces), !token.isEmpty else { return .missing }
        let instant = now()
        return state.withLock { state in
            guard let expiry = state.expiry[token] else { return .unknown }
            guard instant < expiry else { return .expired }
            if sliding { state.expiry[token] = instant + lifetime }
            return .valid
        }
    }

    /// Whose the token in the raw `Authorization` header value is, when its login named a user.
    package func owner(of header: String?) -> String? {
        guard let token = header?.trimmingCharacters(in: .whitespaces) else { return nil }
        return state.withLock { $0.owner[token] }
    }

    /// Ends every session at once.
    package func expireAll() {
        state.withLock { $0.expiry.removeAll() }
    }
}
