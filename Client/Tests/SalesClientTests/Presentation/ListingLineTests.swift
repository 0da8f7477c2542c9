import Foundation
import SalesClient
import SalesCore
import Testing

/// The lines around a table name their emphasis; a terminal shows it.
@Suite struct ListingLineTests {
    @Test func showsAQuietLineWithAStrongAndAWarningSpanAsATerminalDoes() {
        var line = Listing.Line("2 products · ", .quiet)
        line.append("USD 10.00", .strong)
        line.append(" (incomplete)", .warning)
        var listing = Listing([.init(.name, field: "name")])
        listing.summary = line

        let shown = listing.table(style: TextStyle(enabled: true))

        #expect(
            shown
                == "\u{1B}[1mNAME\u{1B}[0m\n\u{1B}[2m2 products · \u{1B}[1mUSD 10.00\u{1B}[0m\u{1B}[33m (incomplete)\u{1B}[0m\u{1B}[0m"
        )
        #expect(line.text == "2 products · USD 10.00 (incomplete)")
    }

    @Test func showsNothingButTheWordsWithoutColour() {
        var listing = Listing([.init(.name, field: "name")])
        listing.header = [Listing.Line("Mac mini", .strong)]
        listing.notes = [Listing.Line("* leaves out sales", .warning)]

        #expect(listing.table(style: TextStyle(enabled: false)) == "Mac mini\nNAME\n* leaves out sales")
    }
}
