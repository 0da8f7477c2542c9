import Foundation

/// The shared steps of every list mapper: check the status, decode a JSON array whose
/// elements may each fail on their own, and collect the skipped ones.
enum UpstreamList {
    static func map<DTO: UpstreamElement, Element>(
        _ data: Data,
        statusCode: Int,
        as dto: DTO.Type,
        transform: (DTO) throws(SkipReason) -> Element
    ) throws(MappingError) -> MappedList<Element> {
        try UpstreamStatus.check(statusCode, data: data)
        let decoded: [Lossy<DTO>]
        do {
            decoded = try JSONDecoder().decode([Lossy<DTO>].self, from: data)
        } catch {
            throw .invalidPayload(statusCode: statusCode, reason: "expected a JSON array (\(describe(error)))")
        }
        var list = MappedList<Element>(elements: [])
        list.elements.reserveCapacity(decoded.count)
        for (index, element) in decoded.enumerated() {
            guard let dto = element.value else {
                list.skipped.append(SkippedElement(index: index, reason: .notAnObject, summary: ""))
                continue
            }
            do {
                list.elements.append(try transform(dto))
            } catch {
                list.skipped.append(SkippedElement(index: index, reason: error, summary: dto.summary))
            }
        }
        return list
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.dataCorrupted(let context):
            context.debugDescription
        default:
            "\(error)"
        }
    }
}

/// An upstream element's DTO, which can describe what it read for the skip report.
protocol UpstreamElement: Decodable {
    /// The fields as read, e.g. `from=EUR to=EUR rate=1.2`.
    var summary: String { get }
}

/// Decodes one array element, keeping its failure instead of failing the whole array.
struct Lossy<Wrapped: Decodable>: Decodable {
    /// `nil` when the element could not be decoded as `Wrapped` at all (e.g. it is not an object).
    let value: Wrapped?

    init(from decoder: any Decoder) throws {
        value = try? Wrapped(from: decoder)
    }
}
