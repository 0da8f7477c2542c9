/// How log lines are written: `text` for people reading a terminal, `json` (one object per line)
/// for log shippers.
public enum LogFormat: String, Sendable, Equatable, CaseIterable {
    case text
    case json

    public init(parsing text: String, from source: String) throws(ConfigurationError) {
        guard let format = LogFormat(rawValue: text.lowercased()) else {
            throw ConfigurationError("\(source) must be text or json, not '\(text.prefix(32))'")
        }
        self = format
    }
}
