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

/// JSON response bodies, written by ``JSONWriter``.
enum JSONBody {
    static let contentType = "application/json; charset=utf-8"

    static func response(
        status: HTTPResponse.Status = .ok, headers: HTTPFields = [:], _ write: (inout JSONWriter) -> Void
    )
        -> Response
    {
        var headers = headers
        headers[.contentType] = contentType
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: JSONWriter.write(write)))
    }

    /// `{"key": "value", …}` with the pairs in the order given.
    static func response(_ pairs: KeyValuePairs<String, String>) -> Response {
        response { json in
            json.object { json in
                for (key, value) in pairs {
                    json.key(key)
                    json.string(value)
                }
            }
        }
    }
}
