/// A terminal as the app uses it: its size, what the user does, and a place to draw. `Terminal/`
/// is the client's bottom layer — keys, sizes, the grid and this protocol — and `App/` builds on
/// it, never the other way. The live one is ``ANSITerminal``; tests drive the app in process with
/// a scripted one.
package protocol TerminalDevice: Sendable {
    var size: TerminalSize { get }
    /// Keys and resizes, until the input ends.
    var input: AsyncStream<TerminalInput> { get }
    /// Shows `grid` (the live terminal writes only what changed).
    func draw(_ grid: ScreenGrid)
}

/// What comes from the terminal.
package enum TerminalInput: Sendable, Equatable {
    case key(Key)
    case resize(TerminalSize)
}
