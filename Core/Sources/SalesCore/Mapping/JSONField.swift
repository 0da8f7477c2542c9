import Foundation

/// What a JSON object held under one key, read without ever failing, so a mapper can keep
/// going past a bad field and still say what it saw.
enum JSONField<Value> {
    case value(Value)
    case missing
    /// Present but not a `Value`; the associated text shows what it was (`"1.18"`, `true`, `{…}`).
    case invalid(String)

    /// The value, or the reason to skip the element, naming the field.
    func required(_ name: String) throws(SkipReason) -> Value {
        switch self {
        case .value(let value): return value
        case .missing: throw .missingField(name)
        case .invalid(let text): throw .invalidField(name, value: text)
        }
    }
}

extension JSONField where Value == String {
    /// Applies a parser to a string field, naming the field and quoting the text when it fails.
    func parsed<Parsed>(_ name: String, _ parse: (String) -> Parsed?) throws(SkipReason) -> Parsed {
        let text = try required(name)
        guard let parsed = parse(text) else { throw .invalidField(name, value: "\"\(text.prefix(64))\"") }
        return parsed
    }
}

extension KeyedDecodingContainer {
    /// Reads `key` as `type`; a wrong type becomes `.invalid` with a rendering of the value.
    func field<Value: Decodable>(_ type: Value.Type, _ key: Key) -> JSONField<Value> {
        guard contains(key) else { return .missing }
        if let value = try? decode(Value.self, forKey: key) { return .value(value) }
        if (try? decodeNil(forKey: key)) == true { return .missing }
        return .invalid((try? decode(JSONScalar.self, forKey: key))?.description ?? "unreadable")
    }
}

/// A JSON value rendered for messages only: strings quoted, numbers exact, containers elided.
private enum JSONScalar: Decodable, CustomStringConvertible {
    case string(String)
    case number(Decimal)
    case bool(Bool)
    case container

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Decimal.self) {
            self = .number(number)
        } else {
            self = .container
        }
    }

    var description: String {
        switch self {
        case .string(let string): "\"\(string.prefix(64))\""
        case .number(let number): "\(number)"
        case .bool(let bool): "\(bool)"
        case .container: "a JSON array or object"
        }
    }
}

extension JSONField: CustomStringConvertible {
    var description: String {
        switch self {
        case .value(let value): "\(value)"
        case .missing: "∅"
        case .invalid(let text): text
        }
    }
}
