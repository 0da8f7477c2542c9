import HTTPTypes
import Hummingbird

/// An error answered as JSON `{"error": "…"}` with its status.
package struct APIError: HTTPResponseError, CustomStringConvertible {
    package let status: HTTPResponse.Status
    package let message: String
    package var headers: HTTPFields

    package init(_ status: HTTPResponse.Status, _ message: String, headers: HTTPFields = [:]) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    package var description: String { "\(status.code) \(message)" }

    package func response(from request: Request, context: some RequestContext) throws -> Response {
        JSONBody.response(["error": message], status: status, headers: headers)
    }
}
