import HTTPTypes
import Hummingbird
import Logging
import SalesSupport

/// One log line per request — method, path, route, status, duration, cache outcome, request id — and
/// the id echoed in `X-Request-Id`: the caller's when it sent a sane one, else Hummingbird's own.
/// Headers and bodies are never logged.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let started = ContinuousClock.now
        var context = context
        let id: String
        if let given = request.headers[.xRequestID], Self.isValidRequestID(given) {
            // The caller's id, so its logs and ours can be joined.
            id = given
            context.logger[metadataKey: "hb.request.id"] = "\(given)"
        } else if let assigned = context.logger[metadataKey: "hb.request.id"] {
            // Hummingbird's own per-request id, already in every log line of this request.
            id = assigned.description
        } else {
            id = Self.newRequestID()
            context.logger[metadataKey: "hb.request.id"] = "\(id)"
        }

        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.xRequestID] = id
        guard context.logger.logLevel <= .info else { return response }
        let record = RequestLogRecord(
            method: request.method, path: request.uri.path, status: response.status.code,
            route: context.endpointPath ?? "-", duration: ContinuousClock.now - started,
            cache: response.headers[.xCache] ?? "-", requestID: id)
        if let handler = context.logger.handler as? LineLogHandler {
            handler.log(request: record)
        } else {
            context.logger.info("\(record.message)", metadata: record.metadata)
        }
        return response
    }

    static func isValidRequestID(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count) && text.utf8.allSatisfy(isIDCharacter)
    }

    static func newRequestID() -> String {
        UInt64.random(in: .min ... .max).paddedHex
    }

    private static func isIDCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
