import Foundation

extension URL {
    /// The address as text with any `user:password@` removed, for messages and logs.
    var withoutCredentials: String {
        guard user != nil || password != nil, var parts = URLComponents(url: self, resolvingAgainstBaseURL: false)
        else { return absoluteString }
        parts.user = nil
        parts.password = nil
        return parts.string ?? "\(scheme ?? "http")://\(host ?? "")"
    }
}
