import Foundation
import TestKit
import Testing

@Suite struct TestKitTests {
    @Test func manualClockMovesOnlyWhenAdvanced() {
        let clock = ManualClock()
        let start = clock.now()
        #expect(clock.now() == start)
        clock.advance(by: .seconds(90))
        #expect(clock.now() - start == .seconds(90))
    }

    @Test func findsTheRepositorysFixtures() throws {
        #expect(FileManager.default.fileExists(atPath: Repository.root.appendingPathComponent("Makefile").path))
        #expect(try Repository.fixture("rates.json").first == UInt8(ascii: "["))
    }
}
