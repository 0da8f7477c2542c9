import Foundation
import ScriptedHTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ScriptedHTTPServerTests {
    @Test func answersWhatTheScriptSaysAndCountsRequests() async throws {
        let server = try ScriptedHTTPServer { request in
            .json(
                #"{"method":"\#(request.method)","target":"\#(request.target)","body":"\#(String(decoding: request.body, as: UTF8.self))"}"#
            )
        }
        defer { server.stop() }
        var request = URLRequest(url: try #require(URL(string: server.baseURL + "/login?x=1")))
        request.httpMethod = "POST"
        request.httpBody = Data("hello".utf8)
        let (data, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self) == #"{"method":"POST","target":"/login?x=1","body":"hello"}"#)
        #expect(server.requestCount("/login") == 1)
    }

    @Test func refusesConnectionsOnAClosedPort() async throws {
        let closed = try ClosedPort()
        await #expect(throws: (any Error).self) {
            _ = try await URLSession.shared.data(from: try #require(URL(string: closed.baseURL + "/")))
        }
    }
}
