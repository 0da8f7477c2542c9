import Foundation
import SalesCore
import TestKit
import Testing

@Suite struct SalesMapperTests {
    @Test func mapsTheCapturedUpstreamSalesExactly() throws {
        let list = try SalesMapper.map(Repository.fixture("sales.json"), statusCode: 200)

        #expect(list.elements.count == 2485)
        #expect(list.skipped.isEmpty)
        #expect(Set(list.elements.map(\.amount.currency)).count == 9)
        let first = try #require(list.elements.first)
        #expect(
            first == (try sale("7019D8A7-0B35-4057-B7F9-8C5471961ED0", "AUD", "1480.79", "2024-07-20T15:45:27.366Z")))
        #expect(first.amount.amount.description == "1480.79")
    }

    @Test func skipsAndReportsBadElementsButKeepsTheRest() throws {
        let good = #""product_id": "P", "currency_code": "AUD", "amount": "10.00", "date": "2024-07-20T15:45:27Z""#
        let json = """
            [
              {\(good)},
              {"product_id": "P", "currency_code": "aud", "amount": "1", "date": "2024-07-20T15:45:27Z"},
              {"product_id": "P", "currency_code": "AUD", "amount": 12.5, "date": "2024-07-20T15:45:27Z"},
              {"product_id": "P", "currency_code": "AUD", "amount": "1e3", "date": "2024-07-20T15:45:27Z"},
              {"product_id": "P", "currency_code": "AUD", "amount": "1", "date": "last tuesday"},
              {"currency_code": "AUD", "amount": "1", "date": "2024-07-20T15:45:27Z"},
              {"product_id": "P", "currency_code": "AUD", "amount": "-5.25", "date": "2024-07-20T15:45:27.1Z"},
              null
            ]
            """
        let list = try SalesMapper.map(json.utf8Data, statusCode: 200)

        #expect(list.elements.map(\.amount.amount) == [try decimal("10.00"), try decimal("-5.25")])
        #expect(list.skipped.map(\.index) == [1, 2, 3, 4, 5, 7])
        #expect(
            list.skipped.map(\.reason) == [
                .invalidField("currency_code", value: "\"aud\""), .invalidField("amount", value: "12.5"),
                .invalidField("amount", value: "\"1e3\""), .invalidField("date", value: "\"last tuesday\""),
                .missingField("product_id"), .notAnObject,
            ])
    }

    @Test func passesErrorStatusesOn() {
        #expect(throws: MappingError.status(401, message: "Unauthorized")) {
            try SalesMapper.map(#"{"message": "Unauthorized"}"#.utf8Data, statusCode: 401)
        }
    }

    @Test func groupsTheSalesByProductAsTheyAreReadInUpstreamOrder() throws {
        let flat = try SalesMapper.map(Repository.fixture("sales.json"), statusCode: 200).elements
        let grouped = try SalesMapper.mapByProduct(Repository.fixture("sales.json"), statusCode: 200)

        var firstSeen: [Product.ID] = []
        for sale in flat where !firstSeen.contains(sale.productID) { firstSeen.append(sale.productID) }
        #expect(grouped.elements.map(\.id) == firstSeen)
        for group in grouped.elements {
            #expect(group.sales == flat.filter { $0.productID == group.id })
        }
    }

    @Test func readsKeysWrittenWithEscapes() throws {
        let json =
            #"[{"product\u005fid": "P", "currency_code": "AUD", "\u0061mount": "1", "d\u0061te": "2024-07-20T15:45:27Z"}]"#
        #expect(try SalesMapper.mapByProduct(json.utf8Data, statusCode: 200).elements.map(\.sales.count) == [1])
        let twice =
            #"[{"product_id": "P", "currency_code": "AUD", "amount": "1", "date": "2024-07-20T15:45:27Z", "d\u0061te": "x"}]"#
        #expect(try SalesMapper.map(twice.utf8Data, statusCode: 200).skipped.map(\.reason) == [.duplicateField("date")])
    }

    @Test func keepsThousandsOfDistinctIdsApart() throws {
        let ids = (0..<3000).map { "P-\($0)" }
        let elements = (ids + ids.reversed()).map {
            #"{"product_id": "\#($0)", "currency_code": "AUD", "amount": "1", "date": "2024-07-20T15:45:27Z"}"#
        }
        let grouped = try SalesMapper.mapByProduct(
            ("[" + elements.joined(separator: ",") + "]").utf8Data, statusCode: 200)

        #expect(grouped.elements.map(\.id.rawValue) == ids)
        #expect(grouped.elements.allSatisfy { group in group.sales.map(\.productID) == [group.id, group.id] })
    }

    @Test func makesNoGroupForAnIdWhoseEverySaleIsSkipped() throws {
        let json = """
            [
              {"product_id": "Q", "currency_code": "AUD", "amount": "x", "date": "2024-07-20T15:45:27Z"},
              {"product_id": "P", "currency_code": "AUD", "amount": "1", "date": "2024-07-20T15:45:27Z"},
              {"product_id": "Q", "currency_code": "AUD", "amount": "y", "date": "2024-07-20T15:45:27Z"}
            ]
            """
        let grouped = try SalesMapper.mapByProduct(json.utf8Data, statusCode: 200)

        #expect(grouped.elements.map(\.id) == [try productID("P")])
        #expect(grouped.skipped.map(\.index) == [0, 2])
    }
}
