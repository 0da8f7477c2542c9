/// Reads one kind of setting from its text, strictly: what is not exactly a value of the kind is
/// refused with a message that says what was expected (no `0x10` read as 16, no `1e-9` seconds).
public struct SettingParser<Value>: Sendable {
    /// What the text must be, as the end of "SOURCE must be …".
    public let expectation: String
    private let read: @Sendable (String) -> Value?

    public init(expecting expectation: String, _ read: @escaping @Sendable (String) -> Value?) {
        self.expectation = expectation
        self.read = read
    }

    /// The value of `text`, or an error naming `source`, the expectation and (the start of) the text.
    public func parse(_ text: String, from source: String) throws(ConfigurationError) -> Value {
        guard let value = read(text) else {
            throw ConfigurationError("\(source) must be \(expectation), not '\(SettingText.shown(text))'")
        }
        return value
    }
}

extension SettingParser where Value == Int {
    /// A whole number in `range`, ASCII digits only.
    public static func wholeNumber(in range: ClosedRange<Int>) -> Self {
        Self(expecting: "a whole number from \(range.lowerBound) to \(range.upperBound)") { text in
            SettingText.wholeNumber(text).flatMap { range.contains($0) ? $0 : nil }
        }
    }

    /// A TCP port, 0 (any free one) to 65535.
    public static let port = Self(expecting: "a port number from 0 to 65535") { SettingText.port($0) }

    /// A positive number of bytes.
    public static let bytes = Self(expecting: "a positive number of bytes") { text in
        SettingText.wholeNumber(text).flatMap { $0 > 0 ? $0 : nil }
    }
}

extension SettingParser where Value == Duration {
    /// Seconds as decimal text (`30`, `2.5`), to the millisecond, above 0 (or from 0 when
    /// `allowingZero`) up to `maximum`.
    public static func seconds(upTo maximum: Int, allowingZero: Bool = false) -> Self {
        let range = allowingZero ? "from 0" : "above 0"
        return Self(expecting: "a number of seconds \(range) up to \(maximum)") { text in
            guard let milliseconds = SettingText.milliseconds(text),
                milliseconds <= Int64(maximum) * 1000, allowingZero || milliseconds > 0
            else { return nil }
            return .milliseconds(milliseconds)
        }
    }
}

extension SettingParser where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    /// One of the type's raw values, in any case.
    public static func oneOf(_ type: Value.Type = Value.self) -> Self {
        let names = Value.allCases.map(\.rawValue)
        let list = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
        return Self(expecting: "one of \(list)") { text in
            let name = SettingText.asciiLowercased(text)
            return Value.allCases.first { $0.rawValue == name }
        }
    }
}
