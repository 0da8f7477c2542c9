import Foundation
import SalesClient
import SalesCore
import Testing

@Suite struct ListingTests {
    @Test func alignsTheProductListWithItsGrandTotal() throws {
        let rows = try makeRows()
        let text = ProductListing.make(
            rows, list: Catalog(products: [], sales: []).productList, currency: .usd
        ).table(style: TextStyle(enabled: false))
        #expect(
            text == "PRODUCT  SALES  TOTAL USD\nAlpha    1,200      15.00\nbeta         0\n2 products · 1,200 sales")
    }

    @Test func sumsTheRevenueExactlyBeneathTheTable() throws {
        let rows = try makeRows().map {
            ProductRow(
                product: $0.product, salesCount: $0.salesCount,
                revenue: ConvertedTotal(
                    amount: Money(amount: try decimal("0.005"), currency: .usd), unconvertedCount: 0,
                    unconvertedCurrencies: []))
        }
        let text = ProductListing.make(
            rows, list: Catalog(products: [], sales: []).productList, currency: .usd
        ).table(style: TextStyle(enabled: false))
        #expect(text.hasSuffix("2 products · 1,200 sales · USD 0.01"), "0.005 + 0.005, rounded once")
        #expect(text.contains("Alpha    1,200       0.00"), "each row rounded half-even on its own")
    }

    @Test func marksRevenueThatLeavesSalesOutInTablesAndSaysSoInExports() throws {
        func row(_ id: String, _ sales: Int, _ amount: String, unconverted: Int) throws -> ProductRow {
            ProductRow(
                product: Product(id: try #require(Product.ID(id)), name: id), salesCount: sales,
                revenue: ConvertedTotal(
                    amount: Money(amount: try decimal(amount), currency: .usd), unconvertedCount: unconverted,
                    unconvertedCurrencies: unconverted > 0 ? [try code("XAU")] : []))
        }
        let rows = [
            try row("Whole", 2, "20", unconverted: 0), try row("Part", 2, "15", unconverted: 1),
            try row("None", 1, "0", unconverted: 1),
        ]
        let listing = ProductListing.make(
            rows, list: Catalog(products: [], sales: []).productList, currency: .usd)
        let table = listing.table(style: TextStyle(enabled: false)).split(separator: "\n")
        #expect(table.contains("Whole        2      20.00"))
        #expect(table.contains("Part         2     15.00*"))
        #expect(table.contains("None         1          —"))
        #expect(table.contains("* leaves out sales in currencies that cannot be converted"))
        #expect(table.contains("— none of its sales can be converted"))
        #expect(
            listing.delimited(.csv)
                == "id,name,sales_count,revenue,revenue_is_complete,currency\r\nWhole,Whole,2,20.00,true,USD\r\n"
                + "Part,Part,2,15.00,false,USD\r\nNone,None,1,,false,USD\r\n")
    }

    @Test func marksACurrencyThatCannotBeConvertedInTheReport() throws {
        let catalog = Catalog(
            products: [Product(id: try #require(Product.ID("P")), name: "Phone")],
            sales: [
                try sale("P", "EUR", "10", "2024-07-20T00:00:00Z"), try sale("P", "XAU", "3", "2024-07-19T00:00:00Z"),
            ])
        let report = catalog.revenueReport(by: .currency, rates: RateTable(rates: [try rate("EUR", "USD", "1.5")]))
        let table = ReportListing.make(report, charts: false).table(
            style: TextStyle(enabled: false))
        let xau = try #require(table.split(separator: "\n").first { $0.hasPrefix("XAU") })
        #expect(xau.hasSuffix("—"), "not 0.00: \(xau)")
        #expect(table.contains("— none of its sales can be converted"))
    }

    @Test func alignsColumnsByDisplayWidthSoWideCharactersLineUp() throws {
        var listing = Listing([.init(.product, field: "name"), .init(.sales, field: "sales", .right)])
        listing.append([.text("Mac mini"), .count(1)])
        listing.append([.text("苹果电脑"), .count(22)])
        listing.append([.text("📱 Phone"), .count(333)])
        let lines = listing.table(style: TextStyle(enabled: false)).split(separator: "\n")
        #expect(lines == ["PRODUCT   SALES", "Mac mini      1", "苹果电脑     22", "📱 Phone    333"])
    }

    @Test func neutralisesFormulasInExportedNamesButNotInAmounts() throws {
        var listing = Listing([.init(.product, field: "name"), .init(.totalAlone, field: "total", .right)])
        for name in ["=HYPERLINK(\"http://x\")", "+1", "-2", "@SUM(A1)", "\tTab", "\rCR", "Mac mini"] {
            listing.append([.text(name), .money(Money(amount: try decimal("-5"), currency: .usd))])
        }
        let csv = listing.delimited(.csv).split(separator: "\r\n", omittingEmptySubsequences: false)
        #expect(csv[1] == #""'=HYPERLINK(""http://x"")",-5.00"#)
        #expect(csv[2] == "'+1,-5.00" && csv[3] == "'-2,-5.00" && csv[4] == "'@SUM(A1),-5.00")
        #expect(csv[5] == "'\tTab,-5.00" && csv[6] == "\"'\rCR\",-5.00" && csv[7] == "Mac mini,-5.00")
        #expect(listing.delimited(.tsv).contains("\n'@SUM(A1)\t-5.00\n"))
        let kept = listing.delimited(.csv, keepingFormulas: true)
        #expect(kept.contains("\r\n@SUM(A1),-5.00\r\n") && kept.contains("\r\n+1,-5.00\r\n"))
    }

    /// What the campaign found past the guard: a leading space, a tab, an ideographic space, a
    /// no-break space, and the full-width ＝＋－＠.
    @Test(arguments: [
        " =1+1", "\t=1+1", "\u{3000}=1+1", "\u{A0}=1+1", "\u{FF1D}1+1", "\u{FF0B}1", "\u{FF0D}1", "\u{FF20}SUM(A1)",
    ])
    func neutralisesFormulasBehindLeadingWhitespaceAndInFullWidthForms(_ name: String) throws {
        var listing = Listing([.init(.product, field: "name")])
        listing.append([.text(name)])

        let tsv = listing.delimited(.tsv).split(separator: "\n")

        #expect(tsv[1].hasPrefix("'"), "\(tsv[1])")
        #expect(listing.delimited(.tsv, keepingFormulas: true).split(separator: "\n")[1].first != "'")
    }

    /// Ids come from the API too: the products, report and quote exports guard them as names.
    @Test(arguments: ["=HYPERLINK(\"http://x\")", "-1", "+1", "@A1"])
    func neutralisesFormulasInExportedIds(_ id: String) throws {
        let product = Product(id: try #require(Product.ID(id)), name: "Named")
        let row = ProductRow(product: product, salesCount: 1, revenue: nil)
        let listing = ProductListing.make(
            [row], list: Catalog(products: [product], sales: []).productList, currency: .usd)
        let tsv = listing.delimited(.tsv).split(separator: "\n")
        #expect(tsv[1].hasPrefix("'\(id)\t"), "\(tsv[1])")
        #expect(listing.delimited(.tsv, keepingFormulas: true).split(separator: "\n")[1].hasPrefix("\(id)\t"))
    }

    @Test func countsInTheSingularWhenThereIsOne() throws {
        let one = ProductRow(
            product: Product(id: try #require(Product.ID("A")), name: "Alpha"), salesCount: 1, revenue: nil)
        let text = ProductListing.make(
            [one], list: Catalog(products: [], sales: []).productList, currency: .usd
        ).table(style: TextStyle(enabled: false))
        #expect(text.hasSuffix("\n1 product · 1 sale"))
    }

    @Test func writesRFC4180CSVThatKeepsEveryCharacter() throws {
        let name = "Cable, \"USB-C\"\nbraided"
        var listing = Listing([.init(.product, field: "name"), .init(.totalAlone, field: "total", .right)])
        listing.append([.text(name), .money(Money(amount: try decimal("1234.5"), currency: .usd))])
        listing.append([.text("plain"), .empty])
        listing.summary = Listing.Line("not exported")
        #expect(listing.delimited(.csv) == "name,total\r\n\"Cable, \"\"USB-C\"\"\nbraided\",1234.50\r\nplain,\r\n")
        #expect(listing.delimited(.tsv) == "name\ttotal\nCable, \"USB-C\"\\nbraided\t1234.50\nplain\t\n")
        #expect(listing.table(style: TextStyle(enabled: false)).contains(#"Cable, "USB-C"\u{A}braided"#))
    }

    @Test func exportsTheColumnsATableLeavesOutButNotTheOtherWayRound() throws {
        var listing = Listing([
            .init(.id, field: "id", inTable: false), .init(.name, field: "name"),
            .init(.none, field: "bar", exported: false),
        ])
        listing.append([.plain("A1"), .plain("Alpha"), .plain("███")])
        #expect(listing.delimited(.csv) == "id,name\r\nA1,Alpha\r\n")
        #expect(listing.table(style: TextStyle(enabled: false)) == "NAME\nAlpha  ███")
    }

    @Test func showsEachSaleWithItsConversionAndSaysWhichPageItIs() throws {
        let id = try #require(Product.ID("P"))
        let catalog = Catalog(
            products: [Product(id: id, name: "Mac mini")],
            sales: [
                try sale("P", "AUD", "1480.79", "2024-07-20T15:45:27.366Z"),
                try sale("P", "AUD", "1", "2024-07-19T00:00:00Z"),
            ]
        )
        let table = RateTable(rates: [try rate("AUD", "USD", "0.5955216769890423")])
        let detail = try #require(catalog.detail(of: id, rates: table))
        let text = ProductSalesListing.make(detail, currency: .usd, page: 0..<1)
            .table(style: TextStyle(enabled: false))
        #expect(text.contains("2 sales · total USD 882.44"))
        #expect(text.contains("20 Jul 2024 15:45  AUD 1,480.79  →  USD 881.84"))
        #expect(!text.contains("19 Jul 2024"))
        #expect(text.hasSuffix("sales 1–1 of 2 (--offset, --limit)"))
        let csv = ProductSalesListing.make(detail, currency: .usd, page: 0..<2)
            .delimited(.csv)
        #expect(
            csv
                == "product_id,product,date,local_date,amount,currency_code,amount_converted,currency\r\n"
                + "P,Mac mini,2024-07-20T15:45:27.366Z,2024-07-20T15:45:27.366Z,1480.79,AUD,881.84,USD\r\n"
                + "P,Mac mini,2024-07-19T00:00:00.000Z,2024-07-19T00:00:00.000Z,1.00,AUD,0.60,USD\r\n"
        )
        #expect(text.contains("DATE (UTC)"), "the zone named once")
    }

    @Test func showsDatesInTheReadersZoneNamedOnceAndExportsBothInstants() throws {
        let id = try #require(Product.ID("P"))
        let catalog = Catalog(
            products: [Product(id: id, name: "Mac mini")],
            sales: [
                try sale("P", "AUD", "1480.79", "2024-03-31T20:30:00Z"),
                try sale("P", "AUD", "1.00", "2024-07-19T00:00:00Z"),
            ])
        let tokyo = try #require(ReaderTimeZone.named("Asia/Tokyo", in: ZoneDatabase()))
        let detail = try #require(catalog.detail(of: id, rates: nil, calendar: tokyo.calendar))
        let listing = ProductSalesListing.make(
            detail, currency: .usd, page: 0..<2, zone: tokyo)
        let text = listing.table(style: TextStyle(enabled: false))
        // Foundation on Linux names Tokyo "GMT+9" (ICU), not "JST": the offset is said instead.
        #expect(text.contains("DATE (JST)") || text.contains("DATE (UTC+09:00)"))
        #expect(text.contains("1 Apr 2024 05:30"), "05:30 on 1 April in Tokyo, not 31 March")
        #expect(listing.delimited(.csv).contains(",2024-03-31T20:30:00.000Z,2024-04-01T05:30:00.000+09:00,"))
        let kathmandu = try #require(ReaderTimeZone.named("Asia/Kathmandu", in: ZoneDatabase()))
        #expect(kathmandu.name(at: Date(timeIntervalSince1970: 1_711_909_800)) == "UTC+05:45")
    }
}
