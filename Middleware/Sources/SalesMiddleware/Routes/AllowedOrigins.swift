import Foundation
import SalesConfiguration

/// Which browser origins may read the middleware's answers (CORS).
package enum AllowedOrigins: Sendable, Equatable {
    /// No CORS headers: browsers on other origins cannot read the answers.
    case none
    /// `Access-Control-Allow-Origin: *`.
    case any
    /// Exactly these origins (`scheme://host[:port]`), each answered with its own name.
    case only([String])

    /// `*`, or a comma-separated list of origins such as `https://app.example.com,http://localhost:3000`;
    /// empty is none.
    package init(parsing text: String, from source: String) throws(ConfigurationError) {
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if items.isEmpty {
            self = .none
        } else if items == ["*"] {
            self = .any
        } else {
            for item in items where !Self.isOrigin(item) {
                throw ConfigurationError(
                    "\(source) must be * or a comma-separated list of origins such as https://app.example.com, not '\(item.prefix(64))'"
                )
            }
            self = .only(items)
        }
    }

    /// `scheme://host[:port]` in printable ASCII, without path, query or credentials.
    private static func isOrigin(_ text: String) -> Bool {
        guard let separator = text.range(of: "://") else { return false }
        let scheme = text[..<separator.lowerBound]
        let authority = text[separator.upperBound...]
        return ["http", "https"].contains(scheme.lowercased()) && !authority.isEmpty
            && authority.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }
            && !authority.contains(where: { "/?#@*,".contains($0) })
    }
}
