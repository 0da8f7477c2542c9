import HTTPTypes
import Hummingbird
import Logging

extension APIError {
    /// Every error leaves as JSON `{"error": "…"}` (``APIMiddleware``): the router's 404s and 405s,
    /// request-decoding errors, and anything unexpected (a 500 whose details stay in `logger`).
    init(answering error: any Error, to request: Request, logger: Logger) {
        switch error {
        case let error as APIError:
            self = error
        case let error as HTTPError:
            let message =
                error.body
                ?? (error.status == .notFound
                    ? "no route for \(Self.asGET(request.method)) \(request.uri.path)" : error.status.reasonPhrase)
            self.init(error.status, message, headers: error.headers)
        case let error as any HTTPResponseError:
            self.init(error.status, error.status.reasonPhrase)
        default:
            logger.error("unhandled error: \(error)")
            self.init(.internalServerError, "internal error")
        }
    }

    /// HEAD answers with exactly GET's fields (RFC 9110 §9.3.2), its length included: a message
    /// names HEAD as GET.
    private static func asGET(_ method: HTTPRequest.Method) -> HTTPRequest.Method {
        method == .head ? .get : method
    }

    /// A method outside the standard (``HTTPRequest/Method/isStandard``): 501, before any route.
    static func unsupported(_ method: HTTPRequest.Method) -> APIError {
        APIError(.notImplemented, "the method \(method) is not supported; use GET")
    }
}
