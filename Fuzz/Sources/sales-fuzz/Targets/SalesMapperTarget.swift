import Foundation
import SalesCore

/// `GET /sales` bodies: exact amounts, timestamps, product ids; then a catalog of them. The body
/// read while it arrives must map exactly as read whole, wherever it is cut (three pieces, at
/// places drawn from the input itself).
enum SalesMapperTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let data = Data(bytes)
        let whole = Result { () throws(MappingError) in try SalesMapper.mapByProduct(data, statusCode: 200) }
        var stream = SalesMapper.ByProduct()
        let first = bytes.first.map { Int($0) % (bytes.count + 1) } ?? 0
        let second = bytes.last.map { first + Int($0) % (bytes.count - first + 1) } ?? first
        for piece in [0..<first, first..<second, second..<bytes.count] {
            _ = stream.feed(UnsafeRawBufferPointer(rebasing: bytes[piece]).bytes)
        }
        let streamed = Result { () throws(MappingError) in try stream.finish(statusCode: 200) }
        fuzzCheck(
            streamed == whole, "the sales read in pieces (cut at \(first), \(second)) differ from the whole body's")

        guard let list = try? whole.get() else { return }
        for skipped in list.skipped { _ = skipped.description }
        _ = Catalog(products: [], salesByProduct: list.elements).productList
    }
}
