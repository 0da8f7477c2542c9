import HTTPTypes
import Hummingbird

/// An error answered as JSON `{"error": "…"}` with its status.
public struct APIError: HTTPResponseError, CustomStringConvertible {
    public let status: HTTPResponse.Status
    public let message: String
    public var headers: HTTPFields

    public init(_ status: HTTPResponse.Status, _ message: String, headers: HTTPFields = [:]) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    public var description: String { "\(status.code) \(message)" }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = self.headers
        headers[.contentType] = JSONBody.contentType
        let body = JSONWriter.write { json in
            json.object { json in
                json.key("error")
                json.string(message)
            }
        }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: body))
    }
}
