import Foundation

/// Reads `POST /login`: `{"access_token": "…"}` on success.
///
/// A non-success status becomes ``MappingError/status(_:message:)`` carrying the server's
/// `{"message"}` text (`Invalid credentials.` on 401); any other body becomes
/// ``MappingError/invalidPayload(statusCode:reason:)`` naming the HTTP status.
public enum LoginMapper {
    public static func map(_ data: Data, statusCode: Int) throws(MappingError) -> AccessToken {
        try UpstreamStatus.check(statusCode, data: data)
        guard let body = try? JSONDecoder().decode(TokenDTO.self, from: data) else {
            throw .invalidPayload(statusCode: statusCode, reason: "expected {\"access_token\": \"…\"}")
        }
        guard let token = AccessToken(body.accessToken) else {
            let reason =
                body.accessToken.isEmpty
                ? "the access token is empty"
                : body.accessToken.utf8.count > AccessToken.maximumLength
                    ? "the access token is longer than \(AccessToken.maximumLength) bytes"
                    : "the access token holds characters other than printable ASCII"
            throw .invalidPayload(statusCode: statusCode, reason: reason)
        }
        return token
    }
}

private struct TokenDTO: Decodable {
    let accessToken: String

    private enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
    }
}
