import Foundation
import SalesClient
import Testing

/// Two spellings of one server are one server: the sales API's and the middleware's addresses are
/// normalized as RFC 3986 says before anything is kept under them.
@Suite struct AddressNormalizationTests {
    @Test(arguments: [
        ("http://127.0.0.1:8081", "http://127.0.0.1:8081"), ("http://127.0.0.1:8081/", "http://127.0.0.1:8081"),
        ("HTTP://Example.COM:80/", "http://example.com"), ("https://example.com:443//", "https://example.com"),
        ("https://example.com/api/./v1/../", "https://example.com/api"),
        ("http://example.com/api#top", "http://example.com/api"),
        ("http://example.com:8080/API/", "http://example.com:8080/API"),
    ])
    func theSalesAPIsAddressIsABaseWithoutAFinalSlash(_ given: String, _ kept: String) throws {
        #expect(try configuration(["SALES_API_URL": given]).apiURL.absoluteString == kept)
    }

    @Test(arguments: [
        ("http://127.0.0.1:8080/rates", "http://127.0.0.1:8080/rates"),
        ("HTTP://LOCALHOST:8080/rates#x", "http://localhost:8080/rates"),
        ("http://localhost:80/a/./b/../rates", "http://localhost/a/rates"),
        ("https://mw.example", "https://mw.example/"),
        ("http://mw.example/rates/", "http://mw.example/rates/"),
        ("http://mw.example/rates?x=1", "http://mw.example/rates?x=1"),
    ])
    func theMiddlewaresAddressIsAResourceNormalizedAsRFC3986Says(_ given: String, _ kept: String) throws {
        #expect(try configuration(["SALES_RATES_URL": given]).ratesURL.absoluteString == kept)
    }

    private func configuration(_ environment: [String: String]) throws -> ClientConfiguration {
        try ClientConfiguration(flags: ClientFlags(), environment: environment)
    }
}
