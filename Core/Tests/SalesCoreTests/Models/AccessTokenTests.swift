import SalesCore
import Testing

@Suite struct AccessTokenTests {
    @Test func neverPrintsItsValue() throws {
        let token = try #require(AccessToken("0123456789abcdef0123456789abcdef"))
        #expect(!"\(token)".contains("0123"))
        #expect(!String(reflecting: token).contains("0123"))
        #expect(token.rawValue == "0123456789abcdef0123456789abcdef")
    }

    @Test(arguments: ["", "with space", "line\nbreak", "tab\t", "é", String(repeating: "a", count: 4_097)])
    func refusesTextThatCannotTravelInAHeader(_ text: String) {
        #expect(AccessToken(text) == nil)
    }

    @Test func acceptsTheLongestToken() {
        #expect(AccessToken(String(repeating: "a", count: AccessToken.maximumLength)) != nil)
    }
}
