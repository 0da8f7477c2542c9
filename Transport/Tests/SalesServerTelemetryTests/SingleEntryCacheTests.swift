import SalesServerTelemetry
import Testing

/// A value is made once for its key and handed back while the key stays; a new key makes a new one.
@Suite struct SingleEntryCacheTests {
    @Test func makesAValueOnceWhileItsKeyStays() {
        let sut = SingleEntryCache<Int, String>()
        var made = 0

        let first = sut.value(for: 1) {
            made += 1
            return "one"
        }
        let again = sut.value(for: 1) {
            made += 1
            return "other"
        }

        #expect(first == "one" && again == "one")
        #expect(made == 1)
    }

    @Test func makesAnewForANewKeyAndKeepsOnlyTheLast() {
        let sut = SingleEntryCache<Int, String>()
        var made: [Int] = []

        for key in [1, 2, 1] {
            _ = sut.value(for: key) {
                made.append(key)
                return "\(key)"
            }
        }

        #expect(sut.value(for: 1) { "remade" } == "1")
        #expect(made == [1, 2, 1], "the first key's value made again once the second replaced it")
    }
}
