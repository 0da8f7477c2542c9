import Foundation
import SalesCore
import TestKit
import Testing

@Suite struct RatesMapperTests {
    @Test func mapsTheCapturedUpstreamRatesWithExactDecimals() throws {
        let list = try RatesMapper.map(Repository.fixture("rates.json"), statusCode: 200)

        #expect(list.skipped.isEmpty)
        #expect(
            list.elements == [
                try rate("EUR", "USD", "1.18"), try rate("GBP", "EUR", "1.12"), try rate("CAD", "JPY", "80"),
                try rate("BRL", "CAD", "0.19"), try rate("JPY", "GBP", "0.007"), try rate("AUD", "ZAR", "10"),
                try rate("ZAR", "INR", "5"), try rate("USD", "INR", "83.96"),
            ])
        #expect(list.elements.first?.rate.description == "1.18")
    }

    @Test func skipsAndReportsInvalidPairs() throws {
        let json = """
            [
              {"from": "EUR", "to": "USD", "rate": 1.18},
              {"from": "GBP", "to": "USD", "rate": 0},
              {"from": "GBP", "to": "USD", "rate": -1.3},
              {"from": "GBP", "to": "USD", "rate": "1.3"},
              {"from": "GBP", "to": "USD", "rate": null},
              {"from": "GBP", "to": "USD", "rate": true},
              {"from": "GBP", "to": "USD"},
              {"from": "EUR", "to": "EUR", "rate": 1},
              {"from": "eur", "to": "USD", "rate": 1.1},
              {"from": "EURO", "to": "USD", "rate": 1.1},
              {"from": "EUR", "to": 7, "rate": 1.1},
              [],
              {"from": "JPY", "to": "USD", "rate": 0.0067}
            ]
            """
        let list = try RatesMapper.map(json.utf8Data, statusCode: 200)

        #expect(list.elements == [try rate("EUR", "USD", "1.18"), try rate("JPY", "USD", "0.0067")])
        #expect(list.skipped.map(\.index) == Array(1...11))
        #expect(
            list.skipped.map(\.reason) == [
                .invalidRate(.notPositive(0)), .invalidRate(.notPositive(try decimal("-1.3"))),
                .invalidField("rate", value: "\"1.3\""), .missingField("rate"), .invalidField("rate", value: "true"),
                .missingField("rate"), .invalidRate(.selfLoop(try code("EUR"))),
                .invalidField("from", value: "\"eur\""),
                .invalidField("from", value: "\"EURO\""), .invalidField("to", value: "7"), .notAnObject,
            ])
        #expect(list.skipped[0].summary == "from=GBP to=USD rate=0")
        #expect(list.skipped[0].description == "#1 (from=GBP to=USD rate=0): rate 0 is not positive")
    }

    @Test func skipsAnObjectThatGivesAFieldTwiceInsteadOfTakingTheLastValue() throws {
        let json = """
            [{"from": "EUR", "to": "USD", "rate": 1.18, "rate": 9.99},
             {"from": "GBP", "from": "JPY", "to": "USD", "rate": 1.3},
             {"from": "CHF", "to": "USD", "rate": 1.1, "note": 1, "note": 2}]
            """
        let list = try RatesMapper.map(json.utf8Data, statusCode: 200)
        #expect(list.elements == [try rate("CHF", "USD", "1.1")], "unknown keys may repeat")
        #expect(list.skipped.map(\.reason) == [.duplicateField("rate"), .duplicateField("from")])
        #expect(list.skipped[0].description.hasSuffix(#": "rate" appears more than once"#))
    }

    @Test func refusesAWholeBodyThatIsNotJSON() {
        #expect(throws: MappingError.self) { try RatesMapper.map("rates: none".utf8Data, statusCode: 200) }
        #expect(throws: MappingError.self) {
            try RatesMapper.map(#"[{"from":"EUR","to":"USD","rate":NaN}]"#.utf8Data, statusCode: 200)
        }
    }

    @Test func passesErrorStatusesOn() {
        #expect(throws: MappingError.status(503, message: nil)) { try RatesMapper.map(Data(), statusCode: 503) }
    }
}
