import HTTPTypes
import Hummingbird
import NIOCore
import SalesJSON

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
        return Response(
            status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: JSONWriter.write(write)))
        )
    }

    /// `{"key": "value", …}` with the pairs in the order given.
    static func response(
        _ pairs: KeyValuePairs<String, String>, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]
    ) -> Response {
        response(status: status, headers: headers) { json in
            json.object { json in
                for (key, value) in pairs { json.member(key, value) }
            }
        }
    }
}
