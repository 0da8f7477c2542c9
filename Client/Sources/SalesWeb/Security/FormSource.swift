import HTTPTypes
import Hummingbird

/// A form sent to either host, judged once: where it comes from, how much of it is read, and what a
/// refusal says. The hosts differ only in what an origin of theirs is (`sales web`'s loopback
/// addresses and port; the team's public origin) and in whose token a form carries.
package enum FormSource {
    /// The largest form either host reads (a sign-in's fields, a settings form).
    package static let maximumBytes = 16 * 1024

    /// What a form sent with a token that is not its session's is told.
    package static let expired = "This form has expired. Go back, reload the page and send it again."

    /// Whether a POST comes from a page of ours. Fetch metadata says so; without it (an older
    /// browser), an `Origin` that `isOwn` accepts. Chromium sends `Origin: null` on our own forms
    /// under `Referrer-Policy: no-referrer`: `Sec-Fetch-Site` is what tells them from a sandboxed or
    /// cross-site post.
    package static func isOurs(_ request: Request, isOwn: (String?) -> Bool) -> Bool {
        if let name = WebFieldNames.secFetchSite, let site = request.headers[name] {
            return site == "same-origin"
        }
        return isOwn(request.headers[.origin])
    }

    /// The form's fields, read within ``maximumBytes``; `nil` when it sends more.
    package static func fields(of request: Request) async -> FormFields? {
        guard let body = try? await request.body.collect(upTo: maximumBytes) else { return nil }
        return FormFields(String(buffer: body))
    }
}
