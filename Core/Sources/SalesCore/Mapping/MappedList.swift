/// The elements of an upstream list that could be read, and a report of those that could not.
///
/// One bad element never makes a whole list unusable: it is left out of ``elements`` and
/// described in ``skipped``, so callers can both work and tell someone what was wrong.
public struct MappedList<Element> {
    public var elements: [Element]
    public var skipped: [SkippedElement]

    public init(elements: [Element], skipped: [SkippedElement] = []) {
        self.elements = elements
        self.skipped = skipped
    }
}

extension MappedList: Sendable where Element: Sendable {}
extension MappedList: Equatable where Element: Equatable {}

/// An element of an upstream list that was left out, and why.
public struct SkippedElement: Hashable, Sendable, CustomStringConvertible {
    /// Zero-based position in the upstream array.
    public let index: Int
    public let reason: SkipReason
    /// The fields that could be read, e.g. `from=EUR to=EUR rate=1.2`, for logs and diagnostics.
    public let summary: String

    public init(index: Int, reason: SkipReason, summary: String) {
        self.index = index
        self.reason = reason
        self.summary = summary
    }

    public var description: String {
        summary.isEmpty ? "#\(index): \(reason)" : "#\(index) (\(summary)): \(reason)"
    }
}

/// Why an element of an upstream list was skipped.
public enum SkipReason: Error, Hashable, Sendable, CustomStringConvertible {
    case notAnObject
    case missingField(String)
    /// The field is there but has the wrong type or an unreadable value (shown as JSON-ish text).
    case invalidField(String, value: String)
    /// The field is a well-formed number that ``ExactDecimal/Limits`` do not accept.
    case refusedNumber(String, value: String, NumberRefusal)
    case invalidRate(ConversionRate.Invalid)
    case duplicateProductID(Product.ID)
    /// The same field twice in one object.
    case duplicateField(String)

    public var description: String {
        switch self {
        case .notAnObject: "not a JSON object"
        case .missingField(let name): "missing \"\(name)\""
        case .invalidField(let name, let value): "invalid \"\(name)\": \(value)"
        case .refusedNumber(let name, let value, let refusal): "\"\(name)\" \(value) is \(refusal)"
        case .invalidRate(let invalid): invalid.description
        case .duplicateProductID(let id): "duplicate product id \(id)"
        case .duplicateField(let name): "\"\(name)\" appears more than once"
        }
    }
}
