import HTTPTypes

/// The headers every answer of the web front end carries, pages, downloads and refusals alike: a
/// strict Content-Security-Policy (no inline script or style, nothing from another origin, no
/// framing), no MIME sniffing, no referrer, and nothing kept in a cache (the pages hold sales
/// figures).
package enum SecurityHeaders {
    package static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; manifest-src 'self'; "
        + "form-action 'self'; "
        + "frame-ancestors 'none'; base-uri 'none'"

    package static func add(to headers: inout HTTPFields) {
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        if let name = WebFieldNames.referrerPolicy { headers[name] = "no-referrer" }
        headers[.cacheControl] = "no-store"
    }
}
