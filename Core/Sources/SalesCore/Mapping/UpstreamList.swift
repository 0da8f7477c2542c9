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
        var list = UpstreamListStream<DTO>()
        data.withUnsafeBytes { bytes in list.feed(bytes, take: take) }
        return try list.finish(statusCode: statusCode, take: take)
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
    /// The element read at once when it is written exactly as its sender writes every one (its
    /// keys in their order, no whitespace, plain strings), the reader past it; `nil`, the reader
    /// unmoved, for anything else, which the general reading then judges. Whatever it reads must
    /// make the same fields the general reading makes of the same bytes.
    static func readCanonical(_ reader: inout JSONReader) -> Self?
}

extension UpstreamElement {
    static func readCanonical(_ reader: inout JSONReader) -> Self? { nil }
}
