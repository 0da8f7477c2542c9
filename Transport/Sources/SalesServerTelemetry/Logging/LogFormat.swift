/// How log lines are written: `text` for people reading a terminal, `json` (one object per line)
/// for log shippers.
public enum LogFormat: String, Sendable, Equatable, CaseIterable {
    case text
    case json
}
