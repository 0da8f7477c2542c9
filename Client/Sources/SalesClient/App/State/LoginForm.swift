/// The login screen's fields, which one has the cursor, and what the screen says.
package struct LoginForm: Hashable, Sendable {
    package enum Field: Hashable, Sendable {
        case username, password
    }

    /// The longest text a field takes (characters).
    static let maximumLength = 256

    package internal(set) var username: String
    package internal(set) var password = ""
    package internal(set) var focus: Field
    /// A line under the fields: why the login did not happen, or a notice.
    package internal(set) var message: String?

    package init(username: String = "", message: String? = nil) {
        self.username = username
        focus = username.isEmpty ? .username : .password
        self.message = message
    }

    mutating func type(_ character: Character) {
        guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return }
        switch focus {
        case .username where username.count < Self.maximumLength: username.append(character)
        case .password where password.count < Self.maximumLength: password.append(character)
        default: break
        }
    }

    mutating func erase(all: Bool) {
        switch focus {
        case .username: if all { username = "" } else if !username.isEmpty { username.removeLast() }
        case .password: if all { password = "" } else if !password.isEmpty { password.removeLast() }
        }
    }

    mutating func switchField() {
        focus = focus == .username ? .password : .username
    }

    /// Asked to submit: the credentials, or `nil` (and the reason on screen) while a field is empty.
    mutating func submission() -> (username: String, password: String)? {
        if username.isEmpty || password.isEmpty {
            message = "Enter a username and a password."
            focus = username.isEmpty ? .username : .password
            return nil
        }
        message = nil
        return (username, password)
    }

    /// A refused login: the reason shown, the name kept, the password cleared and focused.
    mutating func refuse(_ reason: String, clearPassword: Bool) {
        message = reason
        if clearPassword {
            password = ""
            focus = .password
        }
    }
}
