import AppTesting
import HTTPTypes
import Hummingbird
import SalesWeb
import Testing

extension TestClientProtocol {
    /// POSTs `form` to `uri` as our own pages do: the session's cookie, a form body, same-origin
    /// fetch metadata.
    func postForm(_ uri: String, _ form: String, cookie: String) async throws -> TestResponse {
        var headers: HTTPFields = [.cookie: cookie, .contentType: "application/x-www-form-urlencoded"]
        if let name = HTTPField.Name("Sec-Fetch-Site") { headers[name] = "same-origin" }
        return try await execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: form))
    }

    /// A browser's session, as the printed address gives one: `sessions`' one-time key spent at
    /// `path`; the cookie as the browser sends it back (`sales_session_…=…`) and the session's form token.
    func openSession(_ sessions: WebSessions, at path: String = "/products") async throws -> (
        cookie: String, formToken: String
    ) {
        let key = try #require(sessions.unspentKey)
        let exchanged = try await execute(uri: "\(path)?key=\(key)", method: .get)
        let cookie = try #require(exchanged.headers[.setCookie]?.split(separator: ";").first.map(String.init))
        let token = try #require(
            sessions.session(cookieFields: [cookie])?.formToken.text)
        return (cookie, token)
    }
}
