import SalesCore

/// `sales rates` as a listing: each currency the middleware converts, with its direct rate to the
/// display currency — ten significant digits in a table, every digit in exports.
enum RatesListing {
    static func make(_ table: RateTable) -> Listing {
        var listing = Listing([
            .init(.currency, field: "from"), .init(.to, field: "to", inTable: false),
            .init(.rateTo("\(table.target)"), field: "rate", .right),
        ])
        for rate in table.directRates {
            listing.append([.plain(rate.from.code), .plain(rate.to.code), .rate(rate.rate)])
        }
        return listing
    }
}
