import Foundation
import SalesCore

/// `GET /rates` bodies, solved into a table: any graph of any numbers within the limits.
enum RatesMapperTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard let list = try? RatesMapper.map(Data(bytes), statusCode: 200) else { return }
        for skipped in list.skipped { _ = skipped.description }
        let table = RateTable(rates: list.elements, target: .usd)
        for direct in table.directRates {
            fuzzCheck(direct.rate > 0, "a solved rate is not positive: \(direct)")
            fuzzCheck(table.path(from: direct.from) != nil, "a solved currency has no path: \(direct.from)")
        }
        for unreachable in table.unreachable { _ = "\(unreachable)" }
        for inconsistency in table.inconsistencies { _ = "\(inconsistency)" }
    }
}
