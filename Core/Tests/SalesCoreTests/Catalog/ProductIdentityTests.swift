import Foundation
import SalesCore
import Testing

/// Product ids are the bytes the API sent: two ids Unicode calls equivalent are two products, and an
/// id that is no text (half a surrogate pair) is refused, never read as U+FFFD.
@Suite struct ProductIdentityTests {
    @Test func canonicallyEquivalentIdsAreTwoProductsWithTheirOwnSales() throws {
        let products = try ProductsMapper.map(
            Data(#"[{"id":"caf\u00e9","name":"Composed"},{"id":"cafe\u0301","name":"Decomposed"}]"#.utf8),
            statusCode: 200)
        #expect(products.elements.count == 2 && products.skipped.isEmpty, "not a duplicate")
        let sales = (0..<8).map { index in
            let id = index < 3 ? #"caf\u00e9"# : #"cafe\u0301"#
            return #"{"product_id":"\#(id)","currency_code":"EUR","amount":"1.00","date":"2024-07-20T15:45:27.366Z"}"#
        }
        let body = Data(("[" + sales.joined(separator: ",") + "]").utf8)

        for catalog in [
            Catalog(products: products.elements, sales: try SalesMapper.map(body, statusCode: 200).elements),
            Catalog(
                products: products.elements,
                salesByProduct: try SalesMapper.mapByProduct(body, statusCode: 200).elements),
        ] {
            let counts = catalog.productList.items.map { ($0.product.name, $0.salesCount) }
            #expect(counts.map(\.0) == ["Composed", "Decomposed"] && counts.map(\.1) == [3, 5])
            #expect(catalog.productList.unknownProductSales.count == 0)
        }
    }

    @Test func idsAreEqualHashedAndOrderedByTheirBytes() throws {
        let composed = try #require(Product.ID("caf\u{E9}"))
        let decomposed = try #require(Product.ID("cafe\u{301}"))
        #expect(composed.rawValue == decomposed.rawValue, "Swift's String == calls them one")
        #expect(composed != decomposed)
        #expect(Set([composed, decomposed]).count == 2)
        #expect(decomposed < composed && !(composed < decomposed), "e (0x65) before é (0xC3 0xA9)")
        #expect(composed.matches("caf\u{E9}") && !composed.matches("cafe\u{301}"))
    }

    @Test(arguments: [#""\ud800a""#, #""\udbffa""#, #""a\udc00""#, #""\ud800\u0041""#])
    func anIdThatIsHalfASurrogatePairIsRefusedAndSaid(_ id: String) throws {
        let products = try ProductsMapper.map(
            Data(#"[{"id":\#(id),"name":"Lone"},{"id":"B","name":"Kept"}]"#.utf8), statusCode: 200)
        #expect(products.elements.map(\.name) == ["Kept"])
        #expect(products.skipped.map(\.reason) == [.invalidField("id", value: id)])
        let sales = try SalesMapper.map(
            Data(#"[{"product_id":\#(id),"currency_code":"EUR","amount":"1","date":"2024-07-20T15:45:27.366Z"}]"#.utf8),
            statusCode: 200)
        #expect(sales.elements.isEmpty && sales.skipped.map(\.reason) == [.invalidField("product_id", value: id)])
    }

    @Test func aWholeSurrogatePairIsOneCharacter() throws {
        let products = try ProductsMapper.map(Data(#"[{"id":"\ud83d\ude00","name":"Smile"}]"#.utf8), statusCode: 200)
        #expect(products.elements.first?.id.rawValue == "😀")
    }
}
