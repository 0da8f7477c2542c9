import Foundation
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
        return Response(
            status: status, headers: headers, body: ResponseBody(byteBuffer: JSONBody.encode(["error": message])))
    }
}

/// JSON response bodies.
enum JSONBody {
    static let contentType = "application/json; charset=utf-8"

    static func encode(_ value: some Encodable) -> ByteBuffer {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return ByteBuffer(string: #"{"error":"encoding failed"}"#) }
        return ByteBuffer(bytes: data)
    }

    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:])
        -> Response
    {
        var headers = headers
        headers[.contentType] = contentType
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: encode(value)))
    }
}
