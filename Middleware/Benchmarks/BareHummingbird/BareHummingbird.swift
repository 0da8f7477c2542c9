import Foundation
import Hummingbird
import Logging
import NIOCore

/// `make bench-middleware`'s reference: Hummingbird 2 at its defaults with one route, `GET /rates`,
/// answering fixed bytes (the middleware's own `/rates` body, read from a file) — no middleware, no
/// log line, no metrics: the framework's ceiling on this machine, built from the same graph and
/// compiled with the same flags as `sales-middleware`.
///
///     bare-hummingbird BODY_FILE [PORT]
///
/// The first line on stdout is `listening on 127.0.0.1:PORT`, as the project's servers say it.
@main
enum BareHummingbird {
    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let path = arguments.first, let body = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("usage: bare-hummingbird BODY_FILE [PORT]\n".utf8))
            exit(64)
        }
        let port = arguments.dropFirst().first.flatMap { Int($0) } ?? 0
        let bytes = ByteBuffer(bytes: body)
        let router = Router()
        router.get("rates") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(byteBuffer: bytes))
        }
        let application = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "bare-hummingbird"),
            onServerRunning: { channel in
                let line = "listening on 127.0.0.1:\(channel.localAddress?.port ?? port)\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            },
            logger: {
                var logger = Logger(label: "bare-hummingbird")
                logger.logLevel = .error
                return logger
            }()
        )
        try await application.runService()
    }
}
