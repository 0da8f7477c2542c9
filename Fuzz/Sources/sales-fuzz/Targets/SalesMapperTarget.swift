import Foundation
import SalesCore

/// `GET /sales` bodies: exact amounts, timestamps, product ids; then a catalog of them. The body
/// read while it arrives must map exactly as read whole, wherever it is cut (three pieces, at
/// places drawn from the input itself); and the sales taken straight from their bytes, as the
/// grouping mapper takes the upstream's form, must be those the general reading makes of them
/// (``SalesMapper/map(_:statusCode:)`` reads every element into a DTO), to the digit.
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

        fuzzCheck(
            Self.kept(whole) == Self.reference(data),
            "the sales taken from their bytes differ from those the general reading makes")

        guard let list = try? whole.get() else { return }
        for skipped in list.skipped { _ = skipped.description }
        _ = Catalog(products: [], salesByProduct: list.elements).productList
    }

    /// Each product's sales, in order, as text (amounts with their digits as written), and the
    /// skipped elements; or the error.
    private struct Kept: Equatable {
        var sales: [Product.ID: [String]] = [:]
        var skipped: [SkippedElement] = []
        var error: MappingError?
    }

    private static func kept(_ result: Result<MappedList<ProductSales>, MappingError>) -> Kept {
        switch result {
        case .failure(let error): return Kept(error: error)
        case .success(let list):
            var kept = Kept(skipped: list.skipped)
            for group in list.elements { kept.sales[group.id] = group.sales.map(text) }
            return kept
        }
    }

    private static func reference(_ data: Data) -> Kept {
        do {
            let list = try SalesMapper.map(data, statusCode: 200)
            return Kept(
                sales: Dictionary(grouping: list.elements, by: \.productID).mapValues { $0.map(text) },
                skipped: list.skipped)
        } catch {
            return Kept(error: error)
        }
    }

    private static func text(_ sale: Sale) -> String {
        "\(sale.amount.currency) \(sale.amount.amount) \(sale.date.timeIntervalSince1970)"
    }
}
