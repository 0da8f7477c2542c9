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

    /// The upstream's compact form is read by a shortcut (a currency and a date read and parsed in
    /// one step): every currency and date, valid or not, maps as the same sale written otherwise.
    @Test func readsTheUpstreamsFormAsAnyOtherWayOfWritingTheSameSale() throws {
        let currencies = ["AUD", "aud", "AU", "AUDX", #"A\u0055D"#, "ÄUD", "", "A D", #"A\"D"#]
        let dates = [
            "2024-07-20T15:45:27.366Z", "2024-07-20T15:45:27Z", "2024-02-30T00:00:00.000Z", "2024-07-20 15:45:27.366Z",
            #"2024-07-20T15:45:27.36\u0036Z"#, "2024-07-20T15:45:27.366Z ", "last tuesday", "2024-07-20T15:45:27+0000",
            "2024-07-20T15:45:27.366😀",
        ]
        var compact: [String] = []
        var spaced: [String] = []
        for currency in currencies {
            for date in dates {
                compact.append(#"{"product_id":"P","currency_code":"\#(currency)","amount":"1.5","date":"\#(date)"}"#)
                spaced.append(
                    #"{"product_id": "P", "currency_code": "\#(currency)", "amount": "1.5", "date": "\#(date)"}"#)
            }
        }
        let read = { (elements: [String]) in
            Result { () throws(MappingError) in
                try SalesMapper.map(Data("[\(elements.joined(separator: ","))]".utf8), statusCode: 200)
            }
        }
        let compactly = read(compact)
        #expect(compactly == read(spaced))
        #expect((try? compactly.get().elements.count) == 10, "AUD, written either way, with the five dates that parse")
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
            #expect(Array(group.sales) == flat.filter { $0.productID == group.id })
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

    /// Ids of every length to 40 that differ in one byte anywhere — the first, the last, inside an
    /// eight-byte word or in the overlap of the last one — are told apart, each sale under its own.
    @Test func tellsApartIdsThatDifferInOneByteWhereverItIs() throws {
        let base = Array("0123456789ABCDEF-0123456789ABCDEF-012345".utf8)
        var ids: [String] = []
        for length in 1...40 {
            let id = Array(base.prefix(length))
            ids.append(String(decoding: id, as: UTF8.self))
            for position in 0..<length {
                var changed = id
                changed[position] = UInt8(ascii: "x")
                ids.append(String(decoding: changed, as: UTF8.self))
            }
        }
        let distinct = Array(NSOrderedSet(array: ids).array.compactMap { $0 as? String })
        let elements = (distinct + distinct).map {
            #"{"product_id":"\#($0)","currency_code":"AUD","amount":"1","date":"2024-07-20T15:45:27.000Z"}"#
        }
        let grouped = try SalesMapper.mapByProduct(
            ("[" + elements.joined(separator: ",") + "]").utf8Data, statusCode: 200)

        #expect(grouped.elements.map(\.id.rawValue) == distinct)
        #expect(grouped.elements.allSatisfy { $0.sales.count == 2 })
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

    // MARK: - While the body arrives

    static let element =
        #"{"product_id": "P", "currency_code": "AUD", "amount": "1.5", "date": "2024-07-20T15:45:27Z"}"#
    static let documents = [
        "[]", " \n[ ] \t", "[\(element)]", "[1, -2.5e3, \"x\", null, true, false, [1, {}], \(element), {}]",
        #"[{"product_id": "\u0050-é€😀", "currency_code": "EUR", "amount": "-0.01", "date": "2024-01-01T00:00:00.5Z"}]"#,
        "[\(element),\(element) , \(element)]", "[12345]", "[\(element), 7]",
        // Refused as a whole:
        "", "   ", "[", "[1,]", "[1 2]", "{}", "[] x", "[tru]", #"["\u12"]"#, "[01]", "[1.]", "[-]", #"["abc"#,
        "[\(element)", "[\(element),", #"[{"product_id": "P", "amount": "1"]"#, "[1e]", "[nul]",
    ]

    @Test(arguments: documents)
    func mapsTheSameWayHoweverTheBodyIsCut(_ document: String) throws {
        let data = Data(document.utf8)
        let whole = Result { () throws(MappingError) in try SalesMapper.mapByProduct(data, statusCode: 200) }
        for cut in 0...data.count {
            var stream = SalesMapper.ByProduct()
            data.prefix(cut).withUnsafeBytes { _ = stream.feed($0.bytes) }
            data.dropFirst(cut).withUnsafeBytes { _ = stream.feed($0.bytes) }
            let streamed = Result { () throws(MappingError) in try stream.finish(statusCode: 200) }
            #expect(streamed == whole, "cut at \(cut)")
        }
    }

    @Test func refusesBytesThatAreNotUTF8WhereverTheyAreCut() throws {
        let data = Data(#"[{"product_id": ""#.utf8) + Data([0xE2, 0x82]) + Data(#"x"}]"#.utf8)
        for cut in 0...data.count {
            var stream = SalesMapper.ByProduct()
            data.prefix(cut).withUnsafeBytes { _ = stream.feed($0.bytes) }
            data.dropFirst(cut).withUnsafeBytes { _ = stream.feed($0.bytes) }
            #expect(throws: MappingError.self, "cut at \(cut)") { try stream.finish(statusCode: 200) }
        }
    }

    @Test(arguments: [1, 3, 61, 4096])
    func mapsTheCapturedSalesArrivingInPiecesOfAnySize(_ size: Int) throws {
        let data = try Repository.fixture("sales.json")
        var stream = SalesMapper.ByProduct()
        for start in stride(from: 0, to: data.count, by: size) {
            #expect(data[start..<min(start + size, data.count)].withUnsafeBytes { stream.feed($0.bytes) })
        }
        #expect(try stream.finish(statusCode: 200) == (try SalesMapper.mapByProduct(data, statusCode: 200)))
    }

    @Test func readsAnElementFarLargerThanThePieces() throws {
        let id = String(repeating: "P", count: 200_000)
        let data = Data(
            "[\(Self.element), {\"product_id\": \"\(id)\", \"currency_code\": \"AUD\", \"amount\": \"1\", \"date\": \"2024-07-20T15:45:27Z\"}]"
                .utf8)
        var stream = SalesMapper.ByProduct()
        for start in stride(from: 0, to: data.count, by: 1000) {
            _ = data[start..<min(start + 1000, data.count)].withUnsafeBytes { stream.feed($0.bytes) }
        }
        #expect(try stream.finish(statusCode: 200).elements.map(\.id.rawValue.count) == [1, 200_000])
    }

    @Test func saysAnErrorStatusWithTheMessageOfItsBody() {
        var stream = SalesMapper.ByProduct()
        #expect(throws: MappingError.status(503, message: "down")) {
            try stream.finish(statusCode: 503, errorBody: Data(#"{"message": "down"}"#.utf8))
        }
    }
}
