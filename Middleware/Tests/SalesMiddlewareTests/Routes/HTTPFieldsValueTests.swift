import HTTPTypes
import Testing

@testable import SalesMiddleware

/// `HTTPFields.value(of:)` answers as the subscript does — one field's value, several joined with
/// ", ", none `nil` — so the request path can use it in place of the subscript.
@Suite struct HTTPFieldsValueTests {
    @Test func givesTheValuesOfEveryFieldOfTheNameAsTheSubscriptDoes() throws {
        let cases: [HTTPFields] = [
            [:],
            [.acceptEncoding: "gzip"],
            [.acceptEncoding: "gzip", .vary: "Origin"],
            try fields(("Accept-Encoding", "gzip;q=0.5"), ("Vary", "Origin"), ("accept-encoding", "br, identity")),
            try fields(("If-None-Match", "\"a\""), ("If-None-Match", "\"b\""), ("If-None-Match", "W/\"c\"")),
        ]
        for headers in cases {
            for name in [HTTPField.Name.acceptEncoding, .ifNoneMatch, .vary, .xRequestID] {
                #expect(headers.value(of: name) == headers[name], "\(name) in \(headers)")
            }
        }
    }

    @Test func joinsRepeatedFieldsInTheirOrder() throws {
        let headers = try fields(("If-None-Match", "\"a\""), ("X-Cache", "hit"), ("if-none-match", "\"b\""))

        #expect(headers.value(of: .ifNoneMatch) == "\"a\", \"b\"")
        #expect(headers.value(of: .xCache) == "hit")
        #expect(headers.value(of: .eTag) == nil)
    }

    private func fields(_ pairs: (String, String)...) throws -> HTTPFields {
        var fields = HTTPFields()
        for (name, value) in pairs { fields.append(HTTPField(name: try #require(HTTPField.Name(name)), value: value)) }
        return fields
    }
}
