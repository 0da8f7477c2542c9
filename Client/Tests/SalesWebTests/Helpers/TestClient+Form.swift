import HTTPTypes
import Hummingbird
import HummingbirdTesting

extension TestClientProtocol {
    /// POSTs `form` to `uri` as our own pages do: the session's cookie, a form body, same-origin
    /// fetch metadata.
    func postForm(_ uri: String, _ form: String, cookie: String) async throws -> TestResponse {
        var headers: HTTPFields = [.cookie: cookie, .contentType: "application/x-www-form-urlencoded"]
        if let name = HTTPField.Name("Sec-Fetch-Site") { headers[name] = "same-origin" }
        return try await execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: form))
    }
}
