import Foundation

/// Turns a non-success HTTP status into ``MappingError/status(_:message:)``, with the text of
/// the body's `{"message"}` (upstream) or `{"error"}` (our middleware) when there is one.
enum UpstreamStatus {
    static let success = 200..<300

    static func check(_ statusCode: Int, data: Data) throws(MappingError) {
        guard !success.contains(statusCode) else { return }
        throw .status(statusCode, message: message(in: data))
    }

    private struct ErrorBody: Decodable {
        let message: String?
        let error: String?
    }

    private static func message(in data: Data) -> String? {
        guard let body = try? JSONDecoder().decode(ErrorBody.self, from: data) else { return nil }
        let text = (body.message ?? body.error)?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let text, !text.isEmpty else { return nil }
        return String(text.prefix(500))
    }
}
