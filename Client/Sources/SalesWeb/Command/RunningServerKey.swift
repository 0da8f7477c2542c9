import Foundation
import SalesClient
import SalesHTTP

/// Asks a `sales web` that may be running for a new one-time key, presenting its launch token
/// (from the registry, a file only this user can read).
enum RunningServerKey {
    /// The key, or `nil` when nothing answers there as that server (it ended without a word).
    static func mint(from server: RunningWebServer, http: any HTTPTransport) async -> String? {
        guard let url = URL(string: "http://127.0.0.1:\(server.port)\(WebSessions.launchPath)")
        else { return nil }
        let request = TransportRequest(
            method: .post, url: url, headers: ["Authorization": server.launchToken], body: Data(),
            timeout: .seconds(5))
        guard let response = try? await http.send(request), response.statusCode == 200 else { return nil }
        let key = String(decoding: response.body, as: UTF8.self)
        return Secret.isWellFormed(key) ? key : nil
    }
}
