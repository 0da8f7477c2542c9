import SalesJSON

extension JSONNumberToken {
    /// The exact value, or why ``ExactDecimal/Limits`` refuse it.
    var value: Result<ExactDecimal, NumberRefusal> {
        ExactDecimal.parse(utf8: raw, allowsExponent: true)
    }
}

extension JSONScalar? {
    /// A string field, or the reason to skip the element. `null` counts as missing.
    func string(_ name: String) throws(SkipReason) -> String {
        switch self {
        case .string(let string):
            guard let text = string.text else {
                throw .invalidField(name, value: JSONScalar.string(string).description)
            }
            return text
        case .none, .null: throw .missingField(name)
        case .some(let other): throw .invalidField(name, value: other.description)
        }
    }

    /// A string field holding a plain decimal number (``DecimalText``), exact, or the reason to
    /// skip the element.
    func decimalText(_ name: String) throws(SkipReason) -> ExactDecimal {
        switch self {
        case .string(let string):
            switch string.withUTF8(DecimalText.read(utf8:)) {
            case .success(let value): return value
            case .failure(.malformed), .none: throw .invalidField(name, value: JSONScalar.string(string).description)
            case .failure(let refusal):
                throw .refusedNumber(name, value: JSONScalar.string(string).description, refusal)
            }
        case .none, .null: throw .missingField(name)
        case .some(let other): throw .invalidField(name, value: other.description)
        }
    }

    /// A string field passed through `parse` as UTF-8, or the reason to skip the element.
    func parsed<Parsed>(_ name: String, _ parse: (UnsafeRawBufferPointer) -> Parsed?) throws(SkipReason) -> Parsed {
        switch self {
        case .string(let string):
            guard let parsed = string.withUTF8({ $0.withUnsafeBytes(parse) }) ?? nil else {
                throw .invalidField(name, value: JSONScalar.string(string).description)
            }
            return parsed
        case .none, .null: throw .missingField(name)
        case .some(let other): throw .invalidField(name, value: other.description)
        }
    }

    /// A number field, exact, or the reason to skip the element.
    func number(_ name: String) throws(SkipReason) -> ExactDecimal {
        switch self {
        case .number(let number):
            switch number.value {
            case .success(let value): return value
            case .failure(let refusal): throw .refusedNumber(name, value: number.text, refusal)
            }
        case .none, .null: throw .missingField(name)
        case .some(let other): throw .invalidField(name, value: other.description)
        }
    }

    /// How the field reads in a skip summary: its value, or `∅` when missing.
    var summary: String {
        switch self {
        case .string(let string): string.value.prefix(64).description
        case .some(let other): other.description
        case .none: "∅"
        }
    }
}
