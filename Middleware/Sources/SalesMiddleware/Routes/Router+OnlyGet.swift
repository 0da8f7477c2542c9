import HTTPTypes
import Hummingbird

extension Router {
    /// Answers 405 with `Allow: GET, HEAD` to the other common methods on `path`, so a wrong method
    /// is told apart from an unknown route.
    func onlyGet(_ paths: String...) {
        for path in paths {
            for method in [HTTPRequest.Method.post, .put, .patch, .delete] {
                on(RouterPath(path), method: method) { request, _ -> Response in
                    throw APIError(
                        .methodNotAllowed, "\(request.method) is not allowed here; use GET",
                        headers: [.allow: "GET, HEAD"])
                }
            }
        }
    }
}
