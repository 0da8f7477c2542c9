import Foundation
import SalesClient
import SalesCore
import Testing

@Suite struct JSONOutputTests {
    @Test func writesTheProductListInTheDocumentedShape() throws {
        let rows = try makeRows()
        let json = JSONOutput.products(rows, currency: try code("EUR"))
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["name"] as? String } == ["Alpha", "beta"])
        #expect(objects.first?["revenue"] as? String == "15.00", "rounded half-even to cents")
        #expect(objects.first?["revenue_is_complete"] as? Bool == true)
        #expect(objects.last?["revenue"] is NSNull, "no rates: null")
        #expect(objects.first?["currency"] as? String == "EUR")
        let keys = ["\"id\"", "\"name\"", "\"sales_count\"", "\"revenue\"", "\"revenue_is_complete\"", "\"currency\""]
        let positions = keys.compactMap { json.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
    }

    /// Revenue none of whose sales could be converted is `null`, as such a sale is (tables `—`, CSV
    /// empty), never a `0.00` that was not summed; one of whose sales some were is the figure.
    @Test func writesNullRevenueWhenNoSaleOfItCouldBeConverted() throws {
        let product = Product(id: try #require(Product.ID("A")), name: "Alpha")
        let none = ConvertedTotal(
            amount: Money(amount: .zero, currency: .usd), unconvertedCount: 3, unconvertedCurrencies: [])
        let some = ConvertedTotal(
            amount: Money(amount: try decimal("5"), currency: .usd), unconvertedCount: 2, unconvertedCurrencies: [])
        let json = JSONOutput.products(
            [
                ProductRow(product: product, salesCount: 3, revenue: none),
                ProductRow(product: product, salesCount: 3, revenue: some),
            ],
            currency: .usd)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.first?["revenue"] is NSNull)
        #expect(objects.first?["revenue_is_complete"] as? Bool == false)
        #expect(objects.last?["revenue"] as? String == "5.00")
    }

    @Test func writesAProductWithStringAmountsAndNullForUnconvertibleSales() throws {
        let (detail, _) = try makeDetail()
        let json = JSONOutput.product(detail, currency: .usd, page: 0..<detail.salesCount)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "Phone \"X\"")
        #expect(object["total"] as? String == "12.39")
        #expect(object["total_usd"] as? String == "12.39", "kept in USD for scripts written before --currency")
        #expect(object["total_is_complete"] as? Bool == false)
        let sales = try #require(object["sales"] as? [[String: Any]])
        #expect(sales.first?["amount"] as? String == "10.50")
        #expect(sales.first?["amount_converted"] as? String == "12.39")
        #expect(sales.first?["amount_usd"] as? String == "12.39")
        #expect(sales.first?["date"] as? String == "2024-07-20T15:45:27.366Z")
        #expect(sales.last?["amount_converted"] is NSNull)
        let keys = [
            "\"id\"", "\"name\"", "\"sales_count\"", "\"currency\"", "\"total\"", "\"total_is_complete\"", "\"sales\"",
        ]
        let positions = keys.compactMap { json.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
    }

    @Test func writesAnotherCurrencyWithoutTheUSDKeysAndOnlyThePageAskedFor() throws {
        let (_, catalog) = try makeDetail()
        let eur = RateTable(rates: [try rate("USD", "EUR", "0.5")], target: try code("EUR"))
        let id = try #require(Product.ID("P"))
        let detail = try #require(catalog.detail(of: id, rates: eur))
        let json = JSONOutput.product(detail, currency: try code("EUR"), page: 1..<2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["currency"] as? String == "EUR")
        #expect(object["total_usd"] == nil)
        #expect(object["sales_count"] as? Int == 2)
        #expect(object["offset"] as? Int == 1)
        #expect((object["sales"] as? [[String: Any]])?.map { $0["currency_code"] as? String } == ["XAU"])
    }

    @Test func writesNoTotalWithoutRates() throws {
        let id = try #require(Product.ID("P"))
        let catalog = Catalog(products: [Product(id: id, name: "Phone")], sales: [])
        let json = JSONOutput.product(try #require(catalog.detail(of: id, rates: nil)), currency: .usd, page: 0..<0)
        #expect(json.contains(#""total": null"#))
        #expect(json.contains(#""total_is_complete": false"#))
    }
}

@Suite struct ListingTests {
    @Test func alignsTheProductListWithItsGrandTotal() throws {
        let rows = try makeRows()
        let text = ProductListing.make(
            rows, list: Catalog(products: [], sales: []).productList, currency: .usd, style: TextStyle(enabled: false)
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
            rows, list: Catalog(products: [], sales: []).productList, currency: .usd, style: TextStyle(enabled: false)
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
            rows, list: Catalog(products: [], sales: []).productList, currency: .usd, style: TextStyle(enabled: false))
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
        let table = ReportListing.make(report, charts: false, style: TextStyle(enabled: false)).table(
            style: TextStyle(enabled: false))
        let xau = try #require(table.split(separator: "\n").first { $0.hasPrefix("XAU") })
        #expect(xau.hasSuffix("—"), "not 0.00: \(xau)")
        #expect(table.contains("— none of its sales can be converted"))
    }

    @Test func alignsColumnsByDisplayWidthSoWideCharactersLineUp() throws {
        var listing = Listing([.init("PRODUCT", field: "name"), .init("SALES", field: "sales", .right)])
        listing.append([.text("Mac mini"), .count(1)])
        listing.append([.text("苹果电脑"), .count(22)])
        listing.append([.text("📱 Phone"), .count(333)])
        let lines = listing.table(style: TextStyle(enabled: false)).split(separator: "\n")
        #expect(lines == ["PRODUCT   SALES", "Mac mini      1", "苹果电脑     22", "📱 Phone    333"])
    }

    @Test func neutralisesFormulasInExportedNamesButNotInAmounts() throws {
        var listing = Listing([.init("PRODUCT", field: "name"), .init("TOTAL", field: "total", .right)])
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

    /// Ids come from the API too: the products, report and quote exports guard them as names.
    @Test(arguments: ["=HYPERLINK(\"http://x\")", "-1", "+1", "@A1"])
    func neutralisesFormulasInExportedIds(_ id: String) throws {
        let product = Product(id: try #require(Product.ID(id)), name: "Named")
        let row = ProductRow(product: product, salesCount: 1, revenue: nil)
        let listing = ProductListing.make(
            [row], list: Catalog(products: [product], sales: []).productList, currency: .usd,
            style: TextStyle(enabled: false))
        let tsv = listing.delimited(.tsv).split(separator: "\n")
        #expect(tsv[1].hasPrefix("'\(id)\t"), "\(tsv[1])")
        #expect(listing.delimited(.tsv, keepingFormulas: true).split(separator: "\n")[1].hasPrefix("\(id)\t"))
    }

    @Test func countsInTheSingularWhenThereIsOne() throws {
        let one = ProductRow(
            product: Product(id: try #require(Product.ID("A")), name: "Alpha"), salesCount: 1, revenue: nil)
        let text = ProductListing.make(
            [one], list: Catalog(products: [], sales: []).productList, currency: .usd, style: TextStyle(enabled: false)
        ).table(style: TextStyle(enabled: false))
        #expect(text.hasSuffix("\n1 product · 1 sale"))
    }

    @Test func writesRFC4180CSVThatKeepsEveryCharacter() throws {
        let name = "Cable, \"USB-C\"\nbraided"
        var listing = Listing([.init("PRODUCT", field: "name"), .init("TOTAL", field: "total", .right)])
        listing.append([.text(name), .money(Money(amount: try decimal("1234.5"), currency: .usd))])
        listing.append([.text("plain"), .empty])
        listing.footer = ["not exported"]
        #expect(listing.delimited(.csv) == "name,total\r\n\"Cable, \"\"USB-C\"\"\nbraided\",1234.50\r\nplain,\r\n")
        #expect(listing.delimited(.tsv) == "name\ttotal\nCable, \"USB-C\"\\nbraided\t1234.50\nplain\t\n")
        #expect(listing.table(style: TextStyle(enabled: false)).contains(#"Cable, "USB-C"\u{A}braided"#))
    }

    @Test func exportsTheColumnsATableLeavesOutButNotTheOtherWayRound() throws {
        var listing = Listing([
            .init("ID", field: "id", inTable: false), .init("NAME", field: "name"),
            .init("", field: "bar", exported: false),
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
        let text = ProductSalesListing.make(detail, currency: .usd, page: 0..<1, style: TextStyle(enabled: false))
            .table(style: TextStyle(enabled: false))
        #expect(text.contains("2 sales · total USD 882.44"))
        #expect(text.contains("20 Jul 2024 15:45  AUD 1,480.79  →  USD 881.84"))
        #expect(!text.contains("19 Jul 2024"))
        #expect(text.hasSuffix("sales 1–1 of 2 (--offset, --limit)"))
        let csv = ProductSalesListing.make(detail, currency: .usd, page: 0..<2, style: TextStyle(enabled: false))
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
            detail, currency: .usd, page: 0..<2, style: TextStyle(enabled: false), zone: tokyo)
        let text = listing.table(style: TextStyle(enabled: false))
        // Foundation on Linux names Tokyo "GMT+9" (ICU), not "JST": the offset is said instead.
        #expect(text.contains("DATE (JST)") || text.contains("DATE (UTC+09:00)"))
        #expect(text.contains("1 Apr 2024 05:30"), "05:30 on 1 April in Tokyo, not 31 March")
        #expect(listing.delimited(.csv).contains(",2024-03-31T20:30:00.000Z,2024-04-01T05:30:00.000+09:00,"))
        let kathmandu = try #require(ReaderTimeZone.named("Asia/Kathmandu", in: ZoneDatabase()))
        #expect(kathmandu.name(at: Date(timeIntervalSince1970: 1_711_909_800)) == "UTC+05:45")
    }
}

/// Alpha: 1,200 sales, EUR 15.00 revenue; beta: none, no revenue.
private func makeRows() throws -> [ProductRow] {
    [
        ProductRow(
            product: Product(id: try #require(Product.ID("A")), name: "Alpha"), salesCount: 1200,
            revenue: ConvertedTotal(
                amount: Money(amount: try decimal("15.004"), currency: try code("EUR")), unconvertedCount: 0,
                unconvertedCurrencies: [])),
        ProductRow(product: Product(id: try #require(Product.ID("B")), name: "beta"), salesCount: 0, revenue: nil),
    ]
}

/// Phone "X": EUR 10.5 (2024-07-20) and XAU 3 (2024-07-19, no rate); EUR→USD 1.18.
private func makeDetail() throws -> (ProductDetail, Catalog) {
    let id = try #require(Product.ID("P"))
    let catalog = Catalog(
        products: [Product(id: id, name: "Phone \"X\"")],
        sales: [
            try sale("P", "EUR", "10.5", "2024-07-20T15:45:27.366Z"), try sale("P", "XAU", "3", "2024-07-19T00:00:00Z"),
        ]
    )
    let table = RateTable(rates: [try rate("EUR", "USD", "1.18")])
    return (try #require(catalog.detail(of: id, rates: table)), catalog)
}

@Suite struct ClientConfigurationTests {
    @Test func takesFlagsOverEnvironmentOverDefaults() throws {
        var options = ClientFlags()
        #expect(
            try ClientConfiguration(flags: options, environment: [:]).apiURL.absoluteString
                == "https://ile-b2p4.essentialdeveloper.com")
        let environment = [
            "SALES_API_URL": "http://env.test", "SALES_RATES_URL": "http://env.test/rates", "SALES_TIMEOUT": "3",
        ]
        #expect(
            try ClientConfiguration(flags: options, environment: environment).apiURL.absoluteString == "http://env.test"
        )
        options.apiURL = "http://flag.test"
        options.timeout = "1.5"
        let configuration = try ClientConfiguration(flags: options, environment: environment)
        #expect(configuration.apiURL.absoluteString == "http://flag.test")
        #expect(configuration.timeout == .milliseconds(1500))
        #expect(configuration.ratesURL.absoluteString == "http://env.test/rates")
    }

    @Test func keepsSessionsUnderXDGDataHome() throws {
        let xdg = try ClientConfiguration(
            flags: ClientFlags(), environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ana"])
        #expect(xdg.dataDirectory.path == "/data/saleassistant")
        let home = try ClientConfiguration(flags: ClientFlags(), environment: ["HOME": "/home/ana"])
        #expect(home.dataDirectory.path == "/home/ana/.local/share/saleassistant")
    }

    @Test func readsTheTokenKeyAsHexOrBase64() throws {
        let hex = String(repeating: "ab", count: 32)
        #expect(
            try ClientConfiguration(flags: ClientFlags(), environment: ["SALES_TOKEN_KEY": hex]).tokenKey
                == [UInt8](repeating: 0xAB, count: 32))
        let base64 = Data(repeating: 7, count: 32).base64EncodedString()
        #expect(
            try ClientConfiguration(flags: ClientFlags(), environment: ["SALES_TOKEN_KEY": base64]).tokenKey
                == [UInt8](repeating: 7, count: 32))
        #expect(throws: ClientError.self) {
            try ClientConfiguration(flags: ClientFlags(), environment: ["SALES_TOKEN_KEY": "short"])
        }
    }

    @Test func takesTheDisplayCurrencyFromTheFlagOverTheEnvironment() throws {
        #expect(try ClientConfiguration(flags: ClientFlags(), environment: [:]).currency == .usd)
        #expect(
            try ClientConfiguration(flags: ClientFlags(), environment: ["SALES_CURRENCY": "eur"]).currency.code == "EUR"
        )
        #expect(
            try ClientConfiguration(flags: ClientFlags(currency: " gbp "), environment: ["SALES_CURRENCY": "EUR"])
                .currency.code == "GBP")
        for bad in ["EURO", "E1R", "", "€", "uſd"] {
            #expect(throws: ClientError.self) {
                try ClientConfiguration(flags: ClientFlags(currency: bad), environment: [:])
            }
        }
    }

    @Test func refusesBadValuesWithAUsageError() {
        #expect(throws: ClientError.self) {
            try ClientConfiguration(flags: ClientFlags(), environment: ["SALES_API_URL": "ftp://x"])
        }
        for environment in [
            ["SALES_TIMEOUT": "soon"], ["SALES_TIMEOUT": "0x10"], ["SALES_TIMEOUT": "1e-9"],
            ["SALES_API_URL": "http://127.0.0.1:99999"], ["SALES_API_URL": "http://%00"], ["SALES_MAX_BODY": "-1"],
        ] {
            #expect {
                try ClientConfiguration(flags: ClientFlags(), environment: environment)
            } throws: { error in
                (error as? ClientError)?.exitCode == 2 && "\(error)".contains(environment.keys.first ?? "?")
            }
        }
        #expect {
            try ClientConfiguration(flags: ClientFlags(timeout: "0"), environment: ["SALES_TIMEOUT": "3"])
        } throws: { error in
            "\(error)".contains("--timeout must be a number of seconds above 0 up to 3600, not '0'")
        }
        #expect(ClientError.usage("x").exitCode == 2)
    }

    @Test func honoursNoColor() throws {
        #expect(try ClientConfiguration(flags: ClientFlags(), environment: ["NO_COLOR": "1"]).colorAllowed == false)
        #expect(try ClientConfiguration(flags: ClientFlags(), environment: [:]).colorAllowed == true)
        #expect(try ClientConfiguration(flags: ClientFlags(), environment: ["TERM": "dumb"]).colorAllowed == false)
    }
}

@Suite struct HostileTextTests {
    @Test func tablesAndErrorsShowControlCharactersEscapedWhileJSONKeepsTheText() throws {
        let hostile = "\u{1B}[31mRED\u{1B}]0;pwned\u{07}\u{1B}[2J"
        let first = try #require(Product.ID("00000000-0000-4000-8000-000000000001"))
        let second = try #require(Product.ID("00000000-0000-4000-8000-000000000002"))
        let catalog = Catalog(
            products: [Product(id: first, name: hostile), Product(id: second, name: "Mac\nmini\rFAKE   999")], sales: []
        )
        let listing = ProductListing.make(
            ProductRow.rows(of: catalog, rates: nil), list: catalog.productList, currency: .usd,
            style: TextStyle(enabled: false))
        let table = listing.table(style: TextStyle(enabled: false))
        #expect(!table.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F })
        #expect(table.contains(#"\u{1B}[31mRED"#) && table.contains(#"Mac\u{A}mini\u{D}FAKE"#))
        #expect(listing.delimited(.csv).contains("\"Mac\nmini\rFAKE   999\""), "CSV keeps it exact")
        let json = JSONOutput.products(ProductRow.rows(of: catalog, rates: nil), currency: .usd)
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(decoded.first?["name"] as? String == hostile)
        let error = ClientError.invalidCredentials("no\u{1B}]0;pwned\u{07}")
        #expect(error.description == #"login failed: no\u{1B}]0;pwned\u{7}"#)
    }
}

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
