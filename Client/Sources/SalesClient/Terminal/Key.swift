/// A key press, decoded from the bytes a terminal sends.
package enum Key: Hashable, Sendable {
    case character(Character)
    case enter
    case tab
    case backTab
    case backspace
    case delete
    case escape
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    /// Ctrl and a letter (raw mode delivers Ctrl-C as a key, not a signal): `.control("c")`.
    case control(Character)
}
