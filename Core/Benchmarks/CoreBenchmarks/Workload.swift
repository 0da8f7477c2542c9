import Foundation
import SalesCore
import SalesSupport

/// Deterministic inputs for the benchmarks, shaped like the upstream's.
enum Workload {
    /// `currencies` codes (USD included), each reaching USD through a random tree of mixed
    /// directions, plus random extra pairs up to `rates` in all. Values are consistent to six
    /// significant digits, as real quotes are.
    static func rates(currencies: Int, rates count: Int, seed: UInt64 = 42) -> [ConversionRate] {
        var random = SeededRandomNumberGenerator(seed: seed)
        var codes = (0..<CurrencyCode.count).compactMap(CurrencyCode.init(index:)).filter { $0 != .usd }
        codes.shuffle(using: &random)
        codes = [.usd] + codes.prefix(currencies - 1)
        let value = codes.map { _ in Double.random(in: 0.001...1000, using: &random) }

        func quote(_ from: Int, _ to: Int) -> ConversionRate? {
            let text = String(format: "%.6g", value[from] / value[to])
            guard let rate = DecimalText.parse(text) else { return nil }
            return try? ConversionRate(from: codes[from], to: codes[to], rate: rate)
        }

        var result: [ConversionRate] = []
        result.reserveCapacity(count)
        for index in 1..<codes.count {
            let other = Int.random(in: 0..<index, using: &random)
            let pair = Bool.random(using: &random) ? quote(index, other) : quote(other, index)
            if let pair { result.append(pair) }
        }
        while result.count < count {
            let a = Int.random(in: 0..<codes.count, using: &random)
            let b = Int.random(in: 0..<codes.count, using: &random)
            if a != b, let pair = quote(a, b) { result.append(pair) }
        }
        return result
    }

    /// A `GET /sales` body with `count` sales over `products` products and the fixture currencies.
    static func salesJSON(count: Int, products: Int = 1000, seed: UInt64 = 7) -> Data {
        var random = SeededRandomNumberGenerator(seed: seed)
        let currencies = ["AUD", "BRL", "CAD", "EUR", "GBP", "INR", "JPY", "USD", "ZAR"]
        var text = "["
        text.reserveCapacity(count * 140)
        for index in 0..<count {
            let product = productID(Int.random(in: 0..<products, using: &random))
            let currency = currencies[Int.random(in: 0..<currencies.count, using: &random)]
            let cents = Int.random(in: 100...999_999, using: &random)
            // Two years of sales, as a report over months meets them.
            let month = Int.random(in: 0..<24, using: &random)
            let day = Int.random(in: 1...28, using: &random)
            let millis = Int.random(in: 0...999, using: &random)
            if index > 0 { text += "," }
            text +=
                #"{"product_id":"\#(product)","currency_code":"\#(currency)","amount":"\#(cents / 100).\#(String(format: "%02d", cents % 100))","date":"\#(2023 + month / 12)-\#(String(format: "%02d", month % 12 + 1))-\#(String(format: "%02d", day))T15:45:27.\#(String(format: "%03d", millis))Z"}"#
        }
        text += "]"
        return Data(text.utf8)
    }

    static func products(count: Int) -> [Product] {
        (0..<count).compactMap { index in
            Product.ID(productID(index)).map { Product(id: $0, name: "Product \(index)") }
        }
    }

    static func productID(_ index: Int) -> String {
        String(format: "00000000-0000-4000-8000-%012d", index)
    }

    /// `[`, `count` spaces, `]`: an empty list, as valid as it is long.
    static func whitespaceArray(bytes count: Int) -> [UInt8] {
        [UInt8(ascii: "[")] + [UInt8](repeating: 0x20, count: count) + [UInt8(ascii: "]")]
    }

    /// One sale whose `product_id` is `count` bytes long.
    static func saleWithProductID(bytes count: Int) -> [UInt8] {
        Array(#"[{"product_id":""#.utf8) + [UInt8](repeating: UInt8(ascii: "P"), count: count)
            + Array(#"","currency_code":"AUD","amount":"1","date":"2024-07-20T15:45:27Z"}]"#.utf8)
    }
}
