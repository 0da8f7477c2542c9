import AppTesting
import FakeUpstream
import Foundation
import Hummingbird
import Testing

@Suite struct LoginTests {
    @Test func issuesA32CharacterLowercaseHexTokenForTheRightCredentials() async throws {
        try await makeSUT().testRouter { client in
            let response = try await client.executeRequest(
                uri: "/login", method: .post, headers: [:],
                body: ByteBuffer(string: #"{"username":"tester","password":"password"}"#)
            )
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            let token = try #require(
                try JSONDecoder().decode([String: String].self, from: Data(buffer: response.body))["access_token"])
            #expect(token.count == 32)
            #expect(token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        }
    }

    @Test func refusesWrongCredentialsWithTheUpstreamMessage() async throws {
        try await makeSUT().testRouter { client in
            for body in [#"{"username":"tester","password":"nope"}"#, #"{"username":"nobody","password":"password"}"#] {
                let response = try await client.executeRequest(
                    uri: "/login", method: .post, headers: [:], body: ByteBuffer(string: body))
                #expect(response.status == .unauthorized)
                #expect(response.text == #"{"message":"Invalid credentials."}"#)
            }
        }
    }

    @Test(arguments: ["", "not json", #"{"username":"tester"}"#, #"{"username":1,"password":"password"}"#, "[]"])
    func answers400ToAMalformedOrMissingBody(_ body: String) async throws {
        try await makeSUT().testRouter { client in
            let response = try await client.executeRequest(
                uri: "/login", method: .post, headers: [:], body: ByteBuffer(string: body))
            #expect(response.status == .badRequest)
            #expect(response.message?.isEmpty == false)
        }
    }

    @Test func acceptsConfiguredUsers() async throws {
        try await makeSUT({ $0.users = ["ana": "s3cret"] }).testRouter { client in
            let ana = try await client.login(username: "ana", password: "s3cret")
            let tester = try await client.login()
            #expect(ana.count == 32)
            #expect(tester.isEmpty)
        }
    }

    @Test func issuesADifferentTokenEachTime() async throws {
        try await makeSUT().testRouter { client in
            let first = try await client.login()
            let second = try await client.login()
            #expect(first != second)
        }
    }
}
