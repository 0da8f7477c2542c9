import Foundation
import Hummingbird

/// Builds the fake's JSON responses.
enum JSONResponse {
    static let contentType = "application/json; charset=utf-8"

    static func body(_ status: HTTPResponse.Status, _ buffer: ByteBuffer) -> Response {
        Response(status: status, headers: [.contentType: contentType], body: ResponseBody(byteBuffer: buffer))
    }

    /// `{"message": text}`, the upstream's error shape.
    static func message(_ status: HTTPResponse.Status, _ text: String) -> Response {
        encoded(status, ["message": text])
    }

    static func encoded(_ status: HTTPResponse.Status, _ value: some Encodable) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(value) else {
            return body(.internalServerError, ByteBuffer(string: #"{"message":"encoding failed"}"#))
        }
        return body(status, ByteBuffer(bytes: data))
    }

    /// Announces the whole body but sends only its first half, then drops the connection.
    static func truncated(_ buffer: ByteBuffer) -> Response {
        let half = buffer.getSlice(at: buffer.readerIndex, length: buffer.readableBytes / 2) ?? ByteBuffer()
        return Response(
            status: .ok,
            headers: [.contentType: contentType, .contentLength: String(buffer.readableBytes)],
            body: ResponseBody(contentLength: buffer.readableBytes) { writer in
                try await writer.write(half)
                throw TruncatedOnPurpose()
            }
        )
    }

    /// A 200 whose body is not JSON.
    static func malformed() -> Response {
        body(.ok, ByteBuffer(string: #"[{"id": "7019D8A7", "name": <html>upstream hiccup"#))
    }

    private struct TruncatedOnPurpose: Error {}
}
