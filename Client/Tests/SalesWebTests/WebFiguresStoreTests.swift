import Foundation
import SalesClient
import SalesCore
import SalesHTTP
import SalesWeb
import Testing

/// What `sales web` answers from: figures shown only while the session that loaded them lasts,
/// one load at a time, and the figures kept when a refresh gets a bad answer.
@Suite struct WebFiguresStoreTests {
    @Test func discardsTheFiguresOfALoadThatALogoutOvertook() async throws {
        let sut = try FiguresStoreFixture.make()
        let refresh = sut.store.startLoading(refresh: true)
        await sut.loader.loadArrived()
        try sut.store.logout()
        sut.loader.release()
        await refresh.value
        #expect(reason(sut.store.current) == "Logged out.")
    }

    @Test func endsTheFiguresAtTheNextRequestAfterALogoutElsewhere() async throws {
        let sut = try FiguresStoreFixture.make()
        try await loaded(sut)
        // As `sales logout` in a terminal does, on the same files.
        _ = try sut.session.logout()
        #expect(reason(sut.store.current) == "Logged out on this machine — log in again.")
    }

    @Test func endsTheFiguresWhenAnotherUserLogsIn() async throws {
        let sut = try FiguresStoreFixture.make()
        try await loaded(sut)
        try sut.tokens.save(SavedSession(token: try #require(AccessToken("other-token")), username: "someone"))
        #expect(reason(sut.store.current) == "Another user logged in on this machine — log in again.")
    }

    @Test func keepsShowingTheFiguresWhileTheSessionLasts() async throws {
        let sut = try FiguresStoreFixture.make()
        try await loaded(sut)
        #expect(catalog(sut.store.current) != nil)
        #expect(catalog(sut.store.current) != nil, "asked again")
    }

    @Test func keepsTheFiguresOfflineWhenARefreshGetsABadAnswer() async throws {
        let sut = try FiguresStoreFixture.make()
        try await loaded(sut)
        let refresh = sut.store.startLoading(refresh: true)
        await sut.loader.loadArrived()
        let garbled = ClientError.badResponse(service: "sales API", reason: "not JSON")
        sut.loader.release(failing: garbled)
        await refresh.value
        let shown = try #require(catalog(sut.store.current))
        #expect(shown.load.source == .offline(garbled))
        #expect(shown.load.snapshot.catalog.products.count == 2)
    }

    @Test func joinsTheLoadUnderWayInsteadOfStartingAnother() async throws {
        let sut = try FiguresStoreFixture.make()
        let first = sut.store.startLoading(refresh: true)
        let clicks = (0..<49).map { _ in sut.store.startLoading(refresh: true) }
        #expect(clicks.allSatisfy { $0 == first })
        #expect(sut.store.isLoading)
        await sut.loader.loadArrived()
        sut.loader.release()
        await first.value
        #expect(sut.loader.begun == 1)
        #expect(!sut.store.isLoading)
    }

    // MARK: - Helpers

    private func loaded(_ sut: FiguresStoreFixture) async throws {
        let first = sut.store.startLoading()
        await sut.loader.loadArrived()
        sut.loader.release()
        await first.value
        try #require(catalog(sut.store.current) != nil)
    }

    private func catalog(_ figures: WebFigures) -> WebCatalog? {
        if case .loaded(let catalog) = figures { return catalog }
        return nil
    }

    private func reason(_ figures: WebFigures) -> String? {
        if case .loggedOut(let reason) = figures { return reason }
        return nil
    }
}
