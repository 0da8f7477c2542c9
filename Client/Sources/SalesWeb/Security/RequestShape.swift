import HTTPTypes
import Hummingbird

/// What both doors (``WebGuard`` for `sales web`, the team server's) refuse before anything else,
/// and the page that answers an error thrown behind them — each rule written once.
package enum RequestShape {
    /// The methods the pages answer; any other is refused (405) with this list.
    package static var allowedMethods: [HTTPRequest.Method] { [.get, .head, .post] }

    /// 400 for a request that names more than one host (RFC 9112 §3.2). HTTP/1's first `Host`
    /// line becomes the request's authority; any `Host` field still there is a second line.
    package static func hostRefusal(of request: Request) -> Response? {
        let count = hostFields(of: request).count
        guard count > 0 else { return nil }
        return WebRefusal.page(.badRequest, "A request names one host, not \(count + 1).")
    }

    /// 405 for a method the pages do not answer, saying which they do (`Allow`).
    package static func methodRefusal(of request: Request) -> Response? {
        guard !allowedMethods.contains(request.method) else { return nil }
        var refusal = WebRefusal.page(.methodNotAllowed, "The app's pages are read with GET and sent with POST.")
        refusal.headers[.allow] = allowedMethods.map(\.rawValue).joined(separator: ", ")
        return refusal
    }

    /// The `Host` fields a request carries beside its authority (any is a second `Host` line).
    package static func hostFields(of request: Request) -> [String] {
        WebFieldNames.host.map { request.headers[values: $0] } ?? []
    }

    /// The page that answers a thrown error: its status when it has one (404, 413…), else 500 —
    /// in the app's look, with the way back to the first page.
    package static func refusal(for error: any Error) -> Response {
        let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
        let message =
            switch status {
            case .notFound: "There is no such page. Go back to the overview."
            case .contentTooLarge: "That is more than a form of the app sends."
            case .internalServerError: "Something went wrong in the app. Go back and try again."
            default: "The app cannot answer this request."
            }
        return WebRefusal.page(status, message)
    }
}
