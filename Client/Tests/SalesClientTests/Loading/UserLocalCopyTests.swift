import Foundation
import SalesClient
import SalesCore
import SalesLocalCopy
import Testing

@Suite struct UserLocalCopyTests {
    @Test func readsTheStoreOnceHoweverOftenItIsAskedAndNeverUnasked() {
        let store = LocalCopyStoreSpy(
            copy: LocalCopy(products: [], sales: [], fetchedAt: Date(timeIntervalSince1970: 0)))
        let sut = UserLocalCopy(store: store, user: "tester")
        #expect(store.messages.isEmpty)
        #expect(sut.load()?.fetchedAt == Date(timeIntervalSince1970: 0))
        #expect(sut.load() != nil)
        #expect(store.messages == [.load("tester")])
        #expect(sut.readError == nil)
    }

    @Test func aCopyDatedAfterTheLoadBeganIsNoneAndSaysWhen() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let future = LocalCopy(products: [], sales: [], fetchedAt: now + 60)
        let past = LocalCopy(products: [], sales: [], fetchedAt: now - 60)

        let fromTheFuture = UserLocalCopy(store: LocalCopyStoreSpy(copy: future), user: "tester", now: now)
        let fromThePast = UserLocalCopy(store: LocalCopyStoreSpy(copy: past), user: "tester", now: now)

        #expect(fromTheFuture.load() == nil)
        #expect(fromTheFuture.datedInTheFuture == now + 60)
        #expect(fromThePast.load()?.fetchedAt == now - 60)
        #expect(fromThePast.datedInTheFuture == nil)
    }

    @Test func aCopyThatCannotBeReadIsNoneAndSaysWhy() {
        let sut = UserLocalCopy(store: LocalCopyStoreSpy(failure: .storage("permission denied")), user: "tester")
        #expect(sut.readError == nil, "nothing read yet")
        #expect(sut.load() == nil)
        #expect(sut.readError == .storage("permission denied"))
    }
}
