import SalesClient
import Synchronization
import Testing

@Suite struct StoreNoticesTests {
    @Test func saysEachNoticeAtOnceWhenNotHolding() {
        let (sut, written) = makeSUT()
        sut.post("first")
        sut.post("second")
        #expect(written.lines == ["first", "second"])
        #expect(sut.takeUnseen().isEmpty, "nothing held")
    }

    @Test func holdsNoticesForTheBannerAndWritesThemAllInOrderOnRelease() {
        let (sut, written) = makeSUT()
        sut.hold()
        sut.post("moved aside")
        #expect(sut.takeUnseen() == ["moved aside"])
        sut.post("another version")
        #expect(sut.takeUnseen() == ["another version"], "each notice handed out once")
        #expect(written.lines.isEmpty)

        sut.release()
        #expect(written.lines == ["moved aside", "another version"], "shown or not, every held notice is written")
        sut.post("after")
        #expect(written.lines.last == "after", "said at once again")
        #expect(sut.takeUnseen().isEmpty)
    }

    // MARK: - Helpers

    private final class Written: Sendable {
        private let state = Mutex<[String]>([])
        var lines: [String] { state.withLock { $0 } }
        func append(_ line: String) { state.withLock { $0.append(line) } }
    }

    private func makeSUT() -> (StoreNotices, Written) {
        let written = Written()
        return (StoreNotices { written.append($0) }, written)
    }
}
