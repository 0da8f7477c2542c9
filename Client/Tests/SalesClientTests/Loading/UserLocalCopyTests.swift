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

    @Test func aCopyThatCannotBeReadIsNoneAndSaysWhy() {
        let sut = UserLocalCopy(store: LocalCopyStoreSpy(failure: .storage("permission denied")), user: "tester")
        #expect(sut.readError == nil, "nothing read yet")
        #expect(sut.load() == nil)
        #expect(sut.readError == .storage("permission denied"))
    }
}
