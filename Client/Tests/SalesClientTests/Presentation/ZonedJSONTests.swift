import Foundation
import SalesClient
import SalesCore
import Testing

@Suite struct ZonedJSONTests {
    @Test func productAndReportSayTheirZoneAndEachSaleItsLocalInstant() throws {
        let id = try #require(Product.ID("P"))
        let catalog = Catalog(
            products: [Product(id: id, name: "Mac mini")], sales: [try sale("P", "USD", "10", "2024-03-31T20:30:00Z")])
        let tokyo = try #require(ReaderTimeZone.named("Asia/Tokyo", in: ZoneDatabase()))
        let detail = try #require(catalog.detail(of: id, rates: nil, calendar: tokyo.calendar))
        let product = JSONOutput.product(detail, currency: .usd, page: 0..<10, zone: tokyo)
        #expect(product.contains(#""date": "2024-03-31T20:30:00.000Z""#))
        #expect(product.contains(#""local_date": "2024-04-01T05:30:00.000+09:00""#))
        #expect(product.contains(#""time_zone": "Asia/Tokyo""#))
        let report = JSONOutput.report(
            catalog.revenueReport(by: .month, rates: nil, calendar: tokyo.calendar), days: .all, zone: tokyo)
        #expect(report.contains(#""month": "2024-04""#) && report.contains(#""time_zone": "Asia/Tokyo""#))
        #expect(
            JSONOutput.report(catalog.revenueReport(by: .month, rates: nil), days: .all).contains(
                #""month": "2024-03""#))
    }
}
