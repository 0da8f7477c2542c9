import Foundation
import SalesClient
import SalesCore
import Testing

@Suite struct JSONOutputTests {
    @Test func writesTheProductListInTheDocumentedShape() throws {
        let catalog = Catalog(
            products: [Product(id: Product.ID("B")!, name: "beta"), Product(id: Product.ID("A")!, name: "Alpha")],
            sales: [])
        let json = JSONOutput.products(catalog.productList)
        #expect(
            json
                == "[\n  {\n    \"id\": \"A\",\n    \"name\": \"Alpha\",\n    \"sales_count\": 0\n  },\n  {\n    \"id\": \"B\",\n    \"name\": \"beta\",\n    \"sales_count\": 0\n  }\n]"
        )
    }

    @Test func writesAProductWithStringAmountsAndNullForUnconvertibleSales() throws {
        let id = try #require(Product.ID("P"))
        let catalog = Catalog(
            products: [Product(id: id, name: "Phone \"X\"")],
            sales: [
                Sale(
                    productID: id, amount: Money(amount: try #require(DecimalText.parse("10.5")), currency: "EUR"),
                    date: try #require(Timestamp.parse("2024-07-20T15:45:27.366Z"))),
                Sale(
                    productID: id, amount: Money(amount: 3, currency: "XAU"),
                    date: try #require(Timestamp.parse("2024-07-19T00:00:00Z"))),
            ]
        )
        let table = RateTable(rates: [
            try ConversionRate(from: "EUR", to: "USD", rate: try #require(DecimalText.parse("1.18")))
        ])
        let detail = try #require(catalog.detail(of: id, rates: table))
        let json = JSONOutput.product(detail)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "Phone \"X\"")
        #expect(object["total_usd"] as? String == "12.39")
        #expect(object["total_is_complete"] as? Bool == false)
        let sales = try #require(object["sales"] as? [[String: Any]])
        #expect(sales.first?["amount"] as? String == "10.50")
        #expect(sales.first?["amount_usd"] as? String == "12.39")
        #expect(sales.first?["date"] as? String == "2024-07-20T15:45:27.366Z")
        #expect(sales.last?["amount_usd"] is NSNull)
        let keys = ["\"id\"", "\"name\"", "\"sales_count\"", "\"total_usd\"", "\"total_is_complete\"", "\"sales\""]
        let positions = keys.compactMap { json.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
    }

    @Test func writesNoTotalWithoutRates() throws {
        let id = try #require(Product.ID("P"))
        let catalog = Catalog(products: [Product(id: id, name: "Phone")], sales: [])
        let json = JSONOutput.product(
            try #require(catalog.detail(of: id, rates: nil)))
        #expect(json.contains(#""total_usd": null"#))
        #expect(json.contains(#""total_is_complete": false"#))
    }
}

@Suite struct HumanOutputTests {
    @Test func alignsTheProductList() throws {
        let id = try #require(Product.ID("A"))
        let catalog = Catalog(
            products: [
                Product(id: id, name: "AirTag"), Product(id: try #require(Product.ID("B")), name: "Apple Watch"),
            ],
            sales: Array(
                repeating: Sale(
                    productID: id, amount: Money(amount: 1, currency: .usd), date: Date(timeIntervalSince1970: 0)),
                count: 1200)
        )
        let text = HumanOutput(style: TextStyle(enabled: false)).products(catalog.productList)
        #expect(text == "PRODUCT      SALES\nAirTag       1,200\nApple Watch      0\n2 products · 1,200 sales")
    }

    @Test func showsEachSaleWithItsConversion() throws {
        let id = try #require(Product.ID("P"))
        let catalog = Catalog(
            products: [Product(id: id, name: "Mac mini")],
            sales: [
                Sale(
                    productID: id, amount: Money(amount: try #require(DecimalText.parse("1480.79")), currency: "AUD"),
                    date: try #require(Timestamp.parse("2024-07-20T15:45:27.366Z")))
            ]
        )
        let table = RateTable(rates: [
            try ConversionRate(from: "AUD", to: "USD", rate: try #require(DecimalText.parse("0.5955216769890423")))
        ])
        let text = HumanOutput(style: TextStyle(enabled: false)).product(
            try #require(catalog.detail(of: id, rates: table)))
        #expect(text.contains("1 sales · total USD 881.84"))
        #expect(text.contains("20 Jul 2024 15:45  AUD 1,480.79  →  USD 881.84"))
    }
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
        options.timeout = 1.5
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

    @Test func refusesBadValuesWithAUsageError() {
        #expect(throws: ClientError.self) {
            try ClientConfiguration(flags: ClientFlags(), environment: ["SALES_API_URL": "ftp://x"])
        }
        #expect(throws: ClientError.self) {
            try ClientConfiguration(flags: ClientFlags(), environment: ["SALES_TIMEOUT": "soon"])
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
        let table = HumanOutput(style: TextStyle(enabled: false)).products(catalog.productList)
        #expect(!table.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F })
        #expect(table.contains(#"\u{1B}[31mRED"#) && table.contains(#"Mac\u{A}mini\u{D}FAKE"#))
        let json = JSONOutput.products(catalog.productList)
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(decoded.first?["name"] as? String == hostile)
        let error = ClientError.invalidCredentials("no\u{1B}]0;pwned\u{07}")
        #expect(error.description == #"login failed: no\u{1B}]0;pwned\u{7}"#)
    }
}

@Suite struct TerminalSafeTests {
    @Test func escapesEveryControlCharacterAndKeepsTheRest() {
        #expect("Mac\nmini\rFAKE".terminalSafe == #"Mac\u{A}mini\u{D}FAKE"#)
        #expect("\u{1B}[31mRED\u{1B}]0;pwned\u{07}".terminalSafe == #"\u{1B}[31mRED\u{1B}]0;pwned\u{7}"#)
        #expect("caf\u{E9} \u{9B}2J ✓".terminalSafe == #"café \u{9B}2J ✓"#)
        #expect("Mac mini".terminalSafe == "Mac mini")
    }
}
