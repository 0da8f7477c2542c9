import SalesCore
import Testing

@Suite struct ProductFinderTests {
    private let products = [
        ("11E123D5-1272-4F17-9B91-F3D0FFEC895A", "iMac"), ("7019D8A7-0B35-4057-B7F9-8C5471961ED0", "Mac mini"),
        ("CF68C4D7-D7B9-44BE-8D10-BDD8464915C2", "MacBook Pro"), ("5ACC3B53-F55F-4C89-8DD4-4013420D6D15", "Café Pro"),
    ].compactMap { id, name in Product.ID(id).map { Product(id: $0, name: name) } }

    @Test func findsByIdInAnyCase() throws {
        #expect(products.count == 4)
        #expect(try ProductFinder.find("7019d8a7-0b35-4057-b7f9-8c5471961ed0", in: products).name == "Mac mini")
    }

    @Test func findsByExactNameIgnoringCaseAndAccents() throws {
        #expect(try ProductFinder.find("MAC MINI", in: products).name == "Mac mini")
        #expect(try ProductFinder.find("cafe pro", in: products).name == "Café Pro")
        #expect(try ProductFinder.find("imac", in: products).name == "iMac")
    }

    @Test func findsTheOnlyNameContainingTheText() throws {
        #expect(try ProductFinder.find("book", in: products).name == "MacBook Pro")
    }

    @Test func refusesAmbiguousOrUnknownText() {
        #expect(
            throws: ProductFinder.Refusal.ambiguous(
                "mac",
                matches: [
                    "iMac (id 11E123D5-1272-4F17-9B91-F3D0FFEC895A)",
                    "Mac mini (id 7019D8A7-0B35-4057-B7F9-8C5471961ED0)",
                    "MacBook Pro (id CF68C4D7-D7B9-44BE-8D10-BDD8464915C2)",
                ])
        ) { try ProductFinder.find("mac", in: products) }
        #expect(throws: ProductFinder.Refusal.notFound("Zune")) { try ProductFinder.find("Zune", in: products) }
    }

    @Test func namesTheIdsOfProductsThatShareAName() throws {
        let twins = try [
            ("A0000000-0000-4000-8000-000000000001", "Mac mini"), ("B0000000-0000-4000-8000-000000000002", "Mac mini"),
        ]
        .map { id, name in Product(id: try #require(Product.ID(id)), name: name) }
        #expect(
            throws: ProductFinder.Refusal.ambiguous(
                "mac mini",
                matches: [
                    "Mac mini (id A0000000-0000-4000-8000-000000000001)",
                    "Mac mini (id B0000000-0000-4000-8000-000000000002)",
                ])
        ) { try ProductFinder.find("mac mini", in: twins) }
        #expect(try ProductFinder.find("b0000000-0000-4000-8000-000000000002", in: twins).id == twins[1].id)
    }

    @Test func anExactIdWinsOverOneThatDiffersInCase() throws {
        let pair = try [("abc", "Lower"), ("ABC", "Upper"), ("Mixed", "Alone")].map { id, name in
            Product(id: try #require(Product.ID(id)), name: name)
        }
        #expect(try ProductFinder.find("ABC", in: pair).name == "Upper")
        #expect(try ProductFinder.find("abc", in: pair).name == "Lower")
        #expect(try ProductFinder.find("MIXED", in: pair).name == "Alone", "the only id in another case")
        #expect(throws: ProductFinder.Refusal.ambiguous("Abc", matches: ["Lower (id abc)", "Upper (id ABC)"])) {
            try ProductFinder.find("Abc", in: pair)
        }
    }

    @Test func aNameAsWrittenWinsOverOneThatDiffersInCase() throws {
        let pair = try [("A1", "mac mini"), ("A2", "Mac mini")].map { id, name in
            Product(id: try #require(Product.ID(id)), name: name)
        }
        #expect(try ProductFinder.find("Mac mini", in: pair).id.rawValue == "A2")
        #expect(try ProductFinder.find("mac mini", in: pair).id.rawValue == "A1")
        #expect(throws: ProductFinder.Refusal.ambiguous("MAC MINI", matches: ["Mac mini (id A2)", "mac mini (id A1)"]))
        {
            try ProductFinder.find("MAC MINI", in: pair)
        }
    }

    @Test func refusesABlankQuery() {
        #expect(throws: ProductFinder.Refusal.emptyQuery) { try ProductFinder.find("  ", in: products) }
    }
}
