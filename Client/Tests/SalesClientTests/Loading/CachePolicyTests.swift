import Foundation
import SalesClient
import Testing

@Suite struct CachePolicyTests {
    private let fetched = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func reusesACopyYoungerThanMaxAgeAndNotOneThatOld() {
        let sut = makeSUT(maxAge: .seconds(300))
        #expect(sut.mayReuse(fetchedAt: fetched, at: fetched))
        #expect(sut.mayReuse(fetchedAt: fetched, at: fetched + 299.999))
        #expect(!sut.mayReuse(fetchedAt: fetched, at: fetched + 300))
    }

    @Test func neverReusesACopyFromTheFutureNorAnyWithAMaxAgeOfZero() {
        #expect(!makeSUT(maxAge: .seconds(300)).mayReuse(fetchedAt: fetched, at: fetched - 1))
        #expect(!makeSUT(maxAge: .zero).mayReuse(fetchedAt: fetched, at: fetched))
    }

    @Test func letsACopyAnswerForAServiceAwayUntilMaxStale() {
        let sut = makeSUT(maxStale: .seconds(86_400))
        for away in [
            ClientError.unreachable(service: "sales API", reason: "refused"), .timeout(service: "sales API"),
            .serverFailed(service: "sales API", status: 503, message: nil),
        ] {
            #expect(sut.mayAnswerOffline(for: away, fetchedAt: fetched, at: fetched + 86_399), "\(away)")
            #expect(!sut.mayAnswerOffline(for: away, fetchedAt: fetched, at: fetched + 86_400), "\(away)")
        }
    }

    @Test func neverLetsACopyAnswerForAnEndedSessionOrAMistake() {
        let sut = makeSUT()
        for error in [ClientError.sessionExpired, .notLoggedIn, .rateLimited(service: "sales API")] {
            #expect(!sut.mayAnswerOffline(for: error, fetchedAt: fetched, at: fetched), "\(error)")
        }
    }

    private func makeSUT(maxAge: Duration = .seconds(300), maxStale: Duration = .seconds(86_400)) -> CachePolicy {
        CachePolicy(maxAge: maxAge, maxStale: maxStale)
    }
}
