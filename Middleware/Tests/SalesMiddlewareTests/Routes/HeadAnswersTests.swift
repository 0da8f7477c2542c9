import Foundation
import SalesMiddleware
import ScriptedHTTPServer
import Synchronization
import Testing

/// HEAD answers with exactly the fields GET would, its length included (RFC 9110 §9.3.2), and no
/// body — for errors too, whose messages would otherwise name the method.
@Suite struct HeadAnswersTests {
    @Test(arguments: ["/nope", "/rates?to=XYZ", "/rates/XYZ/path", "/health"])
    func headSendsExactlyGETsFields(_ target: String) async throws {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        let received = Mutex("")
        try await withRunningMiddleware(try liveConfiguration(upstream: upstream)) { port, _ in
            let connection = try RawConnection(port: port)
            connection.send(
                "HEAD \(target) HTTP/1.1\r\nHost: x\r\n\r\nGET \(target) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
            )
            let (answer, _) = await connection.readUntilClosed(timeout: .seconds(5))
            received.withLock { $0 = answer }
        }
        let answer = received.withLock { $0 }
        let heads = answer.components(separatedBy: "HTTP/1.1 ").dropFirst().map { head in
            head.components(separatedBy: "\r\n\r\n")[0].components(separatedBy: "\r\n")
                .filter { field in
                    // What differs between any two answers: their ids, their second, the closing one's close.
                    !["x-request-id:", "date:", "connection:", "age:"].contains { field.lowercased().hasPrefix($0) }
                }
        }
        #expect(heads.count == 2, "\(answer)")
        #expect(heads.first == heads.last)
        #expect(heads.first?.contains { $0.lowercased().hasPrefix("content-length:") } == true)
    }
}
