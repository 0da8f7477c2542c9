import Foundation
import SalesCore
import SalesJSON

/// `sales currencies`: every currency the middleware can convert — the display currency itself
/// at 1 among them, every code the user may name — with its rate to the display currency, in code
/// order; ten significant digits in a table, every digit in exports and JSON.
enum CurrenciesListing {
    static func make(_ table: RateTable) -> Listing {
        let rows = self.rows(table)
        var listing = Listing([
            .init(.currency, field: "code"), .init(.rateTo("\(table.target)"), field: "rate", .right),
            .init(.to, field: "to", inTable: false),
        ])
        for (code, rate) in rows { listing.append([.plain(code.code), .rate(rate), .plain(table.target.code)]) }
        listing.summary = Listing.Line(CountText.of(rows.count, "currency", "currencies"), .quiet)
        return listing
    }

    /// The same as JSON: `code`, `rate`, `to`, and when the middleware sent the rates (`as_of`) and
    /// whether kept ones answered for it (`offline`).
    static func json(_ table: RateTable, asOf: Date?, offline: Bool) -> String {
        var json = JSONWriter.readable()
        json.array(rows(table)) { json, row in
            json.object { json in
                json.member("code", row.code.code)
                json.member("rate", row.rate)
                json.member("to", table.target.code)
                if let asOf { json.member("as_of", Timestamp.string(from: asOf)) }
                json.member("offline", offline)
            }
        }
        return json.text
    }

    private static func rows(_ table: RateTable) -> [(code: CurrencyCode, rate: ExactDecimal)] {
        (table.directRates.map { ($0.from, $0.rate) } + [(table.target, ExactDecimal(1))]).sorted { $0.0 < $1.0 }
    }
}
