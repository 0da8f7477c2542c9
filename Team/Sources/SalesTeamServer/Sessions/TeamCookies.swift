/// The team server's cookies, each name spelled once: `__Host-` (only over HTTPS, only for this
/// host, for every path), `Secure`, `HttpOnly`. The session's is `SameSite=Lax`, so a link from a
/// mail opens the app signed in; the sign-in form's token is `Strict`. The home's names the replica
/// the front sends a manager to — no secret, read by the front, so without the `__Host-` prefix
/// (nginx names a cookie's variable after it: `$cookie_sales_home`); a forged one only moves its
/// browser to another replica, which serves it as any other.
package enum TeamCookies {
    package static let session = "__Host-sales_session"
    package static let signIn = "__Host-sales_sign_in"
    package static let home = "sales_home"

    package static func setSession(_ id: String, maxAge seconds: Int64) -> String {
        "\(session)=\(id); Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=\(seconds)"
    }

    package static func clearSession() -> String {
        "\(session)=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0"
    }

    /// The manager's home (``TokenSealer/home(username:)``), as long as their session may last.
    package static func setHome(_ home: String, maxAge seconds: Int64) -> String {
        "\(Self.home)=\(home); Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=\(seconds)"
    }

    package static func setSignIn(_ token: String) -> String {
        "\(signIn)=\(token); Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=3600"
    }

    /// The first value of cookie `name` among the `Cookie` fields.
    package static func value(_ name: String, in fields: [String]) -> String? {
        for field in fields {
            for pair in field.split(separator: ";") {
                let pair = pair.drop { $0 == " " || $0 == "\t" }
                guard let equals = pair.firstIndex(of: "="), pair[..<equals] == name else { continue }
                return String(pair[pair.index(after: equals)...])
            }
        }
        return nil
    }
}
