import SalesClient
import Testing

/// How many columns the grid gives text: a grapheme cluster at a time, as terminals that know
/// them draw it.
@Suite struct ScreenGridTests {
    @Test(arguments: [
        ("👨‍👩‍👧‍👦", 2), ("👍🏽", 2), ("🇫🇷", 2), ("1️⃣", 2), ("🏳️‍🌈", 2), ("❤️", 2), ("日本", 4), ("e\u{301}", 1),
        ("क्‍ष", 1), ("Mac", 3),
    ])
    func measuresEachGraphemeClusterAsOneCellOrOneWideCell(_ text: String, _ columns: Int) {
        var grid = ScreenGrid(width: 20, height: 1)
        #expect(grid.put(text, row: 0, column: 0) == columns)
    }
}
