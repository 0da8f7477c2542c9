import Foundation
import SalesClient
import SalesCore
import Testing

@Suite struct HostileTextTests {
    @Test func tablesAndErrorsShowControlCharactersEscapedWhileJSONKeepsTheText() throws {
        let hostile = "\u{1B}[31mRED\u{1B}]0;pwned\u{07}\u{1B}[2J"
        let first = try #require(Product.ID("00000000-0000-4000-8000-000000000001"))
        let second = try #require(Product.ID("00000000-0000-4000-8000-000000000002"))
        let catalog = Catalog(
            products: [Product(id: first, name: hostile), Product(id: second, name: "Mac\nmini\rFAKE   999")], sales: []
        )
        let listing = ProductListing.make(
            ProductRow.rows(of: catalog, rates: nil), list: catalog.productList, currency: .usd)
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
