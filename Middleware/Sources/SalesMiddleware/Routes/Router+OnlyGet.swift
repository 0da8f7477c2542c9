import HTTPTypes
import Hummingbird

extension Router {
    /// Answers 405 with `Allow: GET, HEAD` to every other standard method on `path` (methods
    /// outside the standard are 501, ``APIMiddleware``), so a wrong method is told apart
    /// from an unknown route, and counted under its route.
    func onlyGet(_ paths: String...) {
        for path in paths {
            for method in HTTPRequest.Method.standard where method != .get && method != .head {
                on(RouterPath(path), method: method) { request, _ -> Response in
                    throw APIError(
                        .methodNotAllowed, "\(request.method) is not allowed here; use GET",
                        headers: [.allow: "GET, HEAD"])
                }
            }
        }
    }
}
