import Foundation
import SalesCore
import Testing

@Suite struct LoginMapperTests {
    @Test func readsTheAccessToken() throws {
        let token = try LoginMapper.map(#"{"access_token": "0a1b2c3d"}"#.utf8Data, statusCode: 200)
        #expect(token.rawValue == "0a1b2c3d")
    }

    @Test func carriesTheServersMessageOnFailure() {
        #expect(throws: MappingError.status(401, message: "Invalid credentials.")) {
            try LoginMapper.map(#"{"message": "Invalid credentials."}"#.utf8Data, statusCode: 401)
        }
        #expect("\(MappingError.status(401, message: "Invalid credentials."))" == "Invalid credentials. (HTTP 401)")
    }

    @Test func namesTheStatusWhenTheBodyIsUndecodable() {
        #expect {
            try LoginMapper.map("<html>Bad gateway</html>".utf8Data, statusCode: 502)
        } throws: { error in
            "\(error)" == "the server answered HTTP 502"
        }
        #expect {
            try LoginMapper.map(#"{"token": "x"}"#.utf8Data, statusCode: 200)
        } throws: { error in
            guard case MappingError.invalidPayload(statusCode: 200, _) = error else { return false }
            return "\(error)".contains("HTTP 200")
        }
    }

    @Test func refusesAnEmptyUnprintableOrOverlongTokenSayingWhich() {
        let long = String(repeating: "t", count: AccessToken.maximumLength + 1)
        for (token, reason) in [
            ("", "the access token is empty"), ("a b", "the access token holds characters other than printable ASCII"),
            (long, "the access token is longer than 4096 bytes"),
        ] {
            #expect(throws: MappingError.invalidPayload(statusCode: 200, reason: reason)) {
                try LoginMapper.map(#"{"access_token": "\#(token)"}"#.utf8Data, statusCode: 200)
            }
        }
    }
}
