import HTTPTypes
import Hummingbird
import Logging

/// One log line per request — method, path, status, duration, cache outcome, request id — and the
/// id echoed in `X-Request-Id` (the caller's, when it sent a sane one). Headers and bodies are
/// never logged.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    static var requestIDField: HTTPField.Name { HTTPField.Name("X-Request-Id") ?? .via }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let started = ContinuousClock.now
        let id = Self.requestID(from: request.headers[Self.requestIDField])
        var context = context
        context.logger[metadataKey: "request_id"] = "\(id)"

        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[Self.requestIDField] = id
        let elapsed = ContinuousClock.now - started
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        context.logger.info(
            "\(request.method) \(request.uri.path) \(response.status.code)",
            metadata: [
                "duration_ms": "\(milliseconds)",
                "cache": "\(response.headers[RatesController<Context>.cacheField] ?? "-")",
            ]
        )
        return response
    }

    /// The caller's id when it is 1–64 characters of letters, digits, `-` and `_`; a new one otherwise.
    static func requestID(from header: String?) -> String {
        if let header, (1...64).contains(header.utf8.count),
            header.utf8.allSatisfy({
                $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
                    || ($0 < 128 && Character(Unicode.Scalar($0)).isLetter) || ($0 >= 48 && $0 <= 57)
            })
        {
            return header
        }
        let value = UInt64.random(in: .min ... .max)
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
