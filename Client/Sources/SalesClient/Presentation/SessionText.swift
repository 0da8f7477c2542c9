/// Why a front end asks to log in again, worded once for the app and the web.
package enum SessionText {
    /// The sales API ended the session (401).
    package static let expired = "Session expired — log in again."

    /// The saved session could not be read (tampered, another key…), and why.
    package static func unreadable(_ reason: String) -> String {
        "The saved session cannot be read (\(reason)) — log in again."
    }
}
