import Foundation
import SalesJSON

/// The shared steps of every list mapper: check the status, read a JSON array whose elements may
/// each fail on their own, and collect the skipped ones.
enum UpstreamList {
    static func map<DTO: UpstreamElement, Element>(
        _ data: Data,
        statusCode: Int,
        as dto: DTO.Type,
        transform: (DTO) throws(SkipReason) -> Element
    ) throws(MappingError) -> MappedList<Element> {
        var elements: [Element] = []
        let skipped = try read(data, statusCode: statusCode, as: dto) { dto throws(SkipReason) in
            elements.append(try transform(dto))
        }
        return MappedList(elements: elements, skipped: skipped)
    }

    /// Reads the list, handing each element's fields to `take`, which keeps what it makes of them
    /// or throws why it cannot; answers the elements skipped.
    static func read<DTO: UpstreamElement>(
        _ data: Data,
        statusCode: Int,
        as dto: DTO.Type,
        take: (DTO) throws(SkipReason) -> Void
    ) throws(MappingError) -> [SkippedElement] {
        try UpstreamStatus.check(statusCode, data: data)
        var skipped: [SkippedElement] = []
        do {
            try data.withUnsafeBytes { bytes in
                var reader = JSONReader(bytes: bytes)
                try reader.readDocumentArray { reader, index in
                    guard reader.nextIsObject() else {
                        _ = try reader.readValue()
                        skipped.append(SkippedElement(index: index, reason: .notAnObject, summary: ""))
                        return
                    }
                    var dto = DTO()
                    var seen: UInt64 = 0
                    var repeated: Int?
                    try reader.readObject { reader, key in
                        guard let field = dto.read(key, try reader.readValue()) else { return }
                        if seen & (1 << field) != 0, repeated == nil { repeated = field }
                        seen |= 1 << field
                    }
                    do throws(SkipReason) {
                        // A field given twice is ambiguous: which value did the sender mean?
                        if let repeated { throw .duplicateField(DTO.fieldNames[repeated]) }
                        try take(dto)
                    } catch {
                        skipped.append(SkippedElement(index: index, reason: error, summary: dto.summary))
                    }
                }
            }
        } catch {
            throw .invalidPayload(statusCode: statusCode, reason: "expected a JSON array of objects (\(error))")
        }
        return skipped
    }
}

/// The fields a mapper reads from one element of an upstream list, filled key by key.
///
/// String values point into the payload: a DTO lives only while its element is being mapped.
protocol UpstreamElement {
    init()
    /// The element's field names, by field number.
    static var fieldNames: [String] { get }
    /// Keeps the value if `key` is one of the element's fields and answers its number (an index
    /// into ``fieldNames``); ignores any other key with `nil`.
    mutating func read(_ key: JSONStringToken, _ value: JSONScalar) -> Int?
    /// The fields as read, e.g. `from=EUR to=EUR rate=1.2`, for the skip report.
    var summary: String { get }
}
