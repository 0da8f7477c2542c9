import Foundation
import SalesCore
import TestKit
import Testing

@Suite struct ProductsMapperTests {
    @Test func mapsTheCapturedUpstreamProducts() throws {
        let list = try ProductsMapper.map(Repository.fixture("products.json"), statusCode: 200)
        #expect(list.elements.count == 10)
        #expect(list.skipped.isEmpty)
        #expect(
            list.elements.first == Product(id: try productID("7019D8A7-0B35-4057-B7F9-8C5471961ED0"), name: "Mac mini"))
        #expect(Set(list.elements.map(\.name)).contains("iMac"))
    }

    @Test func skipsAndReportsBadElementsButKeepsTheRest() throws {
        let json = """
            [
              {"id": "A", "name": "Kept"},
              {"name": "No id"},
              {"id": 42, "name": "Numeric id"},
              {"id": "  ", "name": "Blank id"},
              {"id": "B"},
              "not an object",
              {"id": "A", "name": "Duplicate"},
              {"id": "C", "name": "Also kept", "extra": true}
            ]
            """
        let list = try ProductsMapper.map(json.utf8Data, statusCode: 200)

        #expect(list.elements.map(\.name) == ["Kept", "Also kept"])
        #expect(list.skipped.map(\.index) == [1, 2, 3, 4, 5, 6])
        #expect(
            list.skipped.map(\.reason) == [
                .missingField("id"), .invalidField("id", value: "42"), .invalidField("id", value: "\"  \""),
                .missingField("name"), .notAnObject, .duplicateProductID(try productID("A")),
            ])
        #expect(list.skipped[0].description == "#1 (id=∅ name=No id): missing \"id\"")
    }

    @Test func refusesABodyThatIsNotAnArray() {
        #expect {
            try ProductsMapper.map(#"{"products": []}"#.utf8Data, statusCode: 200)
        } throws: { error in
            guard case MappingError.invalidPayload(statusCode: 200, _) = error else { return false }
            return "\(error)".contains("HTTP 200")
        }
        #expect(throws: MappingError.self) { try ProductsMapper.map(Data("[{".utf8), statusCode: 200) }
        #expect(throws: MappingError.self) { try ProductsMapper.map(Data(), statusCode: 200) }
    }

    @Test func turnsErrorStatusesIntoErrorsWithTheServersMessage() {
        #expect(throws: MappingError.status(401, message: "Invalid token.")) {
            try ProductsMapper.map(#"{"message": "Invalid token."}"#.utf8Data, statusCode: 401)
        }
        #expect(throws: MappingError.status(502, message: "upstream unavailable")) {
            try ProductsMapper.map(#"{"error": "upstream unavailable"}"#.utf8Data, statusCode: 502)
        }
        #expect(throws: MappingError.status(500, message: nil)) {
            try ProductsMapper.map("<html>oops</html>".utf8Data, statusCode: 500)
        }
    }
}
