import Foundation

extension URL {
    /// What a URL is for, which decides what its path's last `/` means.
    enum Role {
        /// A resource (the rates middleware): `/rates` and `/rates/` stay two.
        case resource
        /// A base the client appends paths to (the sales API): `/api` and `/api/` are one.
        case base
    }

    /// The URL as RFC 3986 normalizes it (§6.2.2, §6.2.3): scheme and host in lower case, the
    /// scheme's default port dropped, dot segments removed, an empty path `/` (a base: no final
    /// `/` at all), no fragment — never sent, so never part of what a server is. Two spellings of
    /// one server are one session, one copy and one set of kept rates. `nil` when Foundation
    /// cannot take the parts apart.
    func normalized(as role: Role) -> URL? {
        guard var parts = URLComponents(url: self, resolvingAgainstBaseURL: false),
            let scheme = parts.scheme?.lowercased()
        else { return nil }
        parts.scheme = scheme
        if let host = parts.percentEncodedHost { parts.percentEncodedHost = host.lowercased() }
        if let port = parts.port, port == (scheme == "https" ? 443 : scheme == "http" ? 80 : -1) { parts.port = nil }
        var path = Self.removingDotSegments(parts.percentEncodedPath)
        switch role {
        case .resource: if path.isEmpty { path = "/" }
        case .base: while path.hasSuffix("/") { path.removeLast() }
        }
        parts.percentEncodedPath = path
        parts.fragment = nil
        return parts.url
    }

    /// RFC 3986 §5.2.4: `.` and `..` segments resolved, as a server resolves them.
    private static func removingDotSegments(_ path: String) -> String {
        var input = Substring(path)
        var output: [Substring] = []
        while !input.isEmpty {
            if input.hasPrefix("../") {
                input.removeFirst(3)
            } else if input.hasPrefix("./") {
                input.removeFirst(2)
            } else if input.hasPrefix("/./") {
                input.removeFirst(2)
            } else if input == "/." {
                input = "/"
            } else if input.hasPrefix("/../") {
                input.removeFirst(3)
                if !output.isEmpty { output.removeLast() }
            } else if input == "/.." {
                input = "/"
                if !output.isEmpty { output.removeLast() }
            } else if input == "." || input == ".." {
                input = ""
            } else {
                // The first segment, with its leading `/`, up to the next `/`.
                let start = input.hasPrefix("/") ? input.index(after: input.startIndex) : input.startIndex
                let end = input[start...].firstIndex(of: "/") ?? input.endIndex
                output.append(input[..<end])
                input = input[end...]
            }
        }
        return output.joined()
    }
}
