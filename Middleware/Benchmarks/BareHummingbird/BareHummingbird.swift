import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore

/// `make bench-middleware`'s reference: Hummingbird 2 at its defaults with one route, `GET /rates`,
/// answering fixed bytes (the middleware's own `/rates` body, read from a file) — no middleware, no
/// log line, no metrics: the framework's ceiling on this machine, built from the same graph and
/// compiled with the same flags as `sales-middleware`.
///
///     bare-hummingbird BODY_FILE [PORT] [--headers]
///
/// With `--headers`, the answer also carries the header fields the middleware's warm answer does
/// (`X-Cache`, `Cache-Control`, `ETag`, `Vary`, `X-Request-Id`, with fixed values made once): what
/// the framework itself spends to send them, apart from what the middleware spends to make them.
///
/// The first line on stdout is `listening on 127.0.0.1:PORT`, as the project's servers say it.
@main
enum BareHummingbird {
    static func main() async throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        let withHeaders = arguments.contains("--headers")
        arguments.removeAll { $0 == "--headers" }
        guard let path = arguments.first, let body = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("usage: bare-hummingbird BODY_FILE [PORT] [--headers]\n".utf8))
            exit(64)
        }
        let port = arguments.dropFirst().first.flatMap { Int($0) } ?? 0
        let bytes = ByteBuffer(bytes: body)
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if withHeaders {
            for (name, value) in [
                ("X-Cache", "hit"), ("Cache-Control", "max-age=59"), ("ETag", "\"91926e3f0367535d\""),
                ("Vary", "Accept-Encoding"), ("X-Request-Id", "7430e56b48d538cea3a6928d0081e95f"),
            ] {
                if let name = HTTPField.Name(name) { headers.append(HTTPField(name: name, value: value)) }
            }
        }
        let fields = headers
        let router = Router()
        router.get("rates") { _, _ in
            Response(status: .ok, headers: fields, body: ResponseBody(byteBuffer: bytes))
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
