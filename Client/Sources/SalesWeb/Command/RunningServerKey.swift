import Foundation
import SalesClient
import SalesHTTP

/// Asks a `sales web` that may be running for a new one-time key. The launch token (from the
/// registry, a file only this user can read) never leaves this process: the start sends a fresh
/// nonce with the token's proof over it, and takes the key only with the server's proof over the
/// nonce and the key (``LaunchProof``) — a program that took a dead server's port learns nothing,
/// and its answer is not believed.
package enum RunningServerKey {
    /// The key, or `nil` when nothing answers there as that server (it ended without a word, or
    /// another program holds its port).
    package static func mint(from server: RunningWebInstance, http: any HTTPTransport) async -> String? {
        guard let url = URL(string: "http://127.0.0.1:\(server.port)\(WebSessions.launchPath)")
        else { return nil }
        let nonce = Secret().text
        let request = TransportRequest(
            method: .post, url: url,
            headers: [
                "Authorization": LaunchProof.request(token: server.launchToken, nonce: nonce),
                WebSessions.launchNonceField: nonce,
            ], body: Data(), timeout: .seconds(5))
        guard let response = try? await http.send(request), response.statusCode == 200 else { return nil }
        let fields = String(decoding: response.body, as: UTF8.self).split(
            separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 2, Secret.isWellFormed(String(fields[0])),
            LaunchProof.matches(
                String(fields[1]), LaunchProof.answer(token: server.launchToken, nonce: nonce, key: String(fields[0])))
        else { return nil }
        return String(fields[0])
    }
}
