import SalesWeb
import Synchronization
import TestKit
import Testing

/// When `sales web` stops by itself: Quit, or the idle limit with no request — on a manual clock.
@Suite struct WebLifetimeTests {
    @Test func endsOnceTheIdleLimitHasPassedWithNoRequest() {
        let (lifetime, clock) = makeSUT(idleLimit: .seconds(60))
        clock.advance(by: .seconds(59))
        #expect(lifetime.ending == nil)
        clock.advance(by: .seconds(1))
        #expect(lifetime.ending == .idle)
    }

    @Test func aRequestStartsTheIdleTimeAgain() {
        let (lifetime, clock) = makeSUT(idleLimit: .seconds(60))
        clock.advance(by: .seconds(50))
        lifetime.touch()
        clock.advance(by: .seconds(50))
        #expect(lifetime.ending == nil)
        clock.advance(by: .seconds(10))
        #expect(lifetime.ending == .idle)
    }

    @Test func neverEndsForIdlenessWithoutALimit() {
        let (lifetime, clock) = makeSUT(idleLimit: nil)
        clock.advance(by: .seconds(365 * 86_400))
        #expect(lifetime.ending == nil)
    }

    @Test func quitEndsTheWaitAtOnce() async {
        let (lifetime, _) = makeSUT(idleLimit: nil)
        lifetime.quit()
        await lifetime.waitForEnding()
        #expect(lifetime.ending == .quit)
    }

    @Test func theWaitSleepsUntilTheIdleDeadlineAndAgainAfterARequest() async {
        let clock = ManualClock()
        let start = clock.now()
        let sleeps = Mutex<[Duration]>([])
        let lifetime = Mutex<WebLifetime?>(nil)
        let sut = WebLifetime(idleLimit: .seconds(60), now: clock.now) { deadline in
            let count = sleeps.withLock { sleeps in
                sleeps.append(deadline - start)
                return sleeps.count
            }
            if count == 1 {
                // A request comes half way through the first wait.
                clock.advance(by: .seconds(30))
                lifetime.withLock { $0?.touch() }
            }
            clock.advance(by: deadline - clock.now())
        }
        lifetime.withLock { $0 = sut }
        await sut.waitForEnding()
        #expect(sut.ending == .idle)
        #expect(sleeps.withLock { $0 } == [.seconds(60), .seconds(90)])
    }

    private func makeSUT(idleLimit: Duration?) -> (WebLifetime, ManualClock) {
        let clock = ManualClock()
        return (WebLifetime(idleLimit: idleLimit, now: clock.now, sleep: { _ in }), clock)
    }
}
