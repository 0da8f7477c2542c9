import Foundation
import SalesClient
import SalesCore
import SalesLocalCopy
import Testing

/// The rates loaders as the client composes them (``SalesSession/composedRates(source:copies:policy:)``):
/// the local copy's HTTP cache for rates, RFC 9111 and RFC 5861's `stale-if-error`.
@Suite struct ComposedRatesLoadersTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func keptRatesWithinTheirMaxAgeAnswerWithoutAsking() async throws {
        let (sut, source, store) = try makeSUT(keptAt: now - 30, answer: .failure(.timeout(service: "middleware")))
        let load = await sut.load(request(store))
        #expect(try load.rates.get().directRates.count == 1)
        #expect(source.validators.isEmpty)
        #expect(store.messages == [.rates("tester")])
    }

    @Test func olderRatesAreAskedForWithTheirValidatorAndA304RenewsThem() async throws {
        let (sut, source, store) = try makeSUT(keptAt: now - 61, answer: .success(.notModified(maxAge: .seconds(90))))
        let load = await sut.load(request(store))
        #expect(try load.rates.get().directRates.count == 1)
        #expect(source.validators == [#""1""#])
        var renewed = try kept(at: now - 61)
        renewed.receivedAt = now
        renewed.maxAge = .seconds(90)
        #expect(store.messages.last == .saveRates("tester", [.usd: renewed], LocalCopyGeneration("spy")))
    }

    @Test func aRefreshAsksEvenWhileFresh() async throws {
        let (sut, source, store) = try makeSUT(keptAt: now - 1, answer: .success(.notModified(maxAge: .seconds(60))))
        _ = await sut.load(request(store, refresh: true))
        #expect(source.validators == [#""1""#])
    }

    @Test func keptRatesAnswerForAMiddlewareAwayUpToMaxStaleSaidAsSuchAndNothingIsKept() async throws {
        let (sut, _, store) = try makeSUT(keptAt: now - 86_400, answer: .failure(.timeout(service: "middleware")))
        let load = await sut.load(request(store))
        #expect((try? load.rates.get())?.directRates.count == 1)
        #expect(load.offline == OfflineRates(asOf: now - 86_400, reason: .timeout(service: "middleware")))
        #expect(store.messages == [.rates("tester")])
    }

    @Test func keptRatesOlderThanMaxStaleDoNotAnswer() async throws {
        let (sut, _, store) = try makeSUT(
            keptAt: now - 7 * 86_400 - 1, answer: .failure(.unreachable(service: "middleware", reason: "refused")))
        let load = await sut.load(request(store))
        #expect(throws: ClientError.unreachable(service: "middleware", reason: "refused")) { try load.rates.get() }
        #expect(load.offline == nil)
    }

    @Test func aMiddlewareThatRefusesIsNotAnsweredForByKeptRates() async throws {
        let refusal = ClientError.refused(service: "middleware", status: 403, message: nil)
        let (sut, _, store) = try makeSUT(keptAt: now - 61, answer: .failure(refusal))
        let load = await sut.load(request(store))
        #expect(throws: refusal) { try load.rates.get() }
        #expect(load.offline == nil)
    }

    @Test func keptRatesFromTheFutureDoNotAnswer() async throws {
        let (sut, _, store) = try makeSUT(keptAt: now + 3_600, answer: .failure(.timeout(service: "middleware")))
        let load = await sut.load(request(store, refresh: true))
        #expect(throws: ClientError.timeout(service: "middleware")) { try load.rates.get() }
    }

    @Test func aStoreThatCannotBeReadOrWrittenIsSaidAndTheRatesStillCome() async throws {
        let store = LocalCopyStoreSpy(failure: .storage("permission denied"))
        let source = RatesSourceSpy(.success(.rates([try rate("EUR", "USD", "1.1")], etag: nil, maxAge: .seconds(60))))
        let asked = request(store)
        let load = await SalesSession.composedRates(source: source, copies: store, policy: CachePolicy()).load(asked)
        #expect(try load.rates.get().directRates.count == 1)
        #expect(source.validators == [nil])
        #expect(asked.kept.readError == .storage("permission denied"))
        #expect(load.notKept == .storage("permission denied"))
    }

    @Test func withoutAUserNothingIsReadOrKept() async throws {
        let (sut, source, store) = try makeSUT(keptAt: now - 1, answer: .success(.notModified(maxAge: .seconds(60))))
        let load = await sut.load(request(store, user: nil))
        #expect(throws: ClientError.self) { try load.rates.get() }
        #expect(source.validators == [nil])
        #expect(store.messages.isEmpty)
    }

    private func request(_ store: LocalCopyStoreSpy, refresh: Bool = false, user: String? = "tester") -> RatesRequest {
        RatesRequest(
            target: .usd, refresh: refresh, now: now, kept: KeptRates(store: store, user: user),
            generation: .success(LocalCopyGeneration("spy")))
    }

    private func kept(at date: Date) throws -> CachedRates {
        CachedRates(rates: [try rate("EUR", "USD", "1.18")], etag: #""1""#, receivedAt: date, maxAge: .seconds(60))
    }

    private func makeSUT(keptAt: Date, answer: Result<RatesReply, ClientError>) throws
        -> (any RatesLoader, RatesSourceSpy, LocalCopyStoreSpy)
    {
        let store = LocalCopyStoreSpy(copy: .ratesAlone([.usd: try kept(at: keptAt)]))
        let source = RatesSourceSpy(answer)
        return (SalesSession.composedRates(source: source, copies: store, policy: CachePolicy()), source, store)
    }
}
