/// Where an executable's settings come from, merged the one way every executable of the project
/// does it: a flag given on the command line wins over its environment variable, which wins over
/// the default (the configuration's own initial value). Each setting is read once, and an unusable
/// value is an error that names the flag or variable it came from.
public struct SettingSources: Sendable {
    /// A command-line flag that, when given, overrides an environment variable.
    public struct Flag: Sendable {
        public let name: String
        public let text: String?
        public let variable: String

        /// `name` (e.g. `--cache-ttl`) with its value, `nil` when it was not given, overriding `variable`.
        public init(_ name: String, _ text: String?, overrides variable: String) {
            self.name = name
            self.text = text
            self.variable = variable
        }
    }

    private let environment: [String: String]
    /// The flags given, by the variable each overrides: their text and name.
    private let given: [String: (text: String, source: String)]

    public init(environment: [String: String], flags: [Flag] = []) {
        self.environment = environment
        given = Dictionary(flags.compactMap { flag in flag.text.map { (flag.variable, ($0, flag.name)) } }) { _, last in
            last
        }
    }

    /// The text set for `variable` and the name to blame for it, from its flag or else the
    /// environment; `nil` when neither sets it.
    public func text(for variable: String) -> (text: String, source: String)? {
        given[variable] ?? environment[variable].map { ($0, variable) }
    }

    /// `variable`'s value read with `parser`; `nil` when it is not set (the default stands).
    public func value<Value>(_ variable: String, _ parser: SettingParser<Value>) throws(ConfigurationError) -> Value? {
        guard let (text, source) = text(for: variable) else { return nil }
        return try parser.parse(text, from: source)
    }

    /// `variable`'s value read with `parser`, or `defaultText` read the same way (a default the
    /// program keeps as text, such as a URL) when nothing sets it.
    public func value<Value>(
        _ variable: String, _ parser: SettingParser<Value>, default defaultText: String
    ) throws(ConfigurationError) -> Value {
        let (text, source) = text(for: variable) ?? (defaultText, variable)
        return try parser.parse(text, from: source)
    }

    /// `variable`'s value read by `parse`, which is handed the text and the name to blame.
    public func value<Value>(
        _ variable: String, parse: (_ text: String, _ source: String) throws(ConfigurationError) -> Value
    ) throws(ConfigurationError) -> Value? {
        guard let (text, source) = text(for: variable) else { return nil }
        return try parse(text, source)
    }
}
