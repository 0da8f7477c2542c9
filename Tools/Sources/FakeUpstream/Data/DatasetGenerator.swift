import Foundation
import NIOCore
import SalesCore
import SalesJSON
import SalesSupport

/// Generates a data set deterministically from a seed: the same options give the same bytes.
///
/// Products get realistic names and uppercase UUIDs; sales spread over 2024 and every currency
/// (unreachable ones included); rates form a tree toward USD in mixed directions with chains up to
/// `maxSteps`, some cross-links that agree with the tree to six significant digits, an optional
/// island of unreachable currencies and optional invalid entries.
package struct DatasetGenerator {
    package let options: GeneratorOptions

    package init(options: GeneratorOptions) {
        self.options = options
    }

    package func generate() -> Dataset {
        var random = SeededRandomNumberGenerator(seed: options.seed)
        let codes = Self.currencyCodes(count: options.currencies + options.unreachableCurrencies)
        let productIDs = (0..<options.products).map { _ in Self.uuid(using: &random) }
        return Dataset(
            products: products(ids: productIDs, using: &random),
            sales: sales(productIDs: productIDs, codes: codes, using: &random),
            rates: rates(codes: codes, using: &random)
        )
    }

    // MARK: - Products

    private func products(ids: [String], using random: inout SeededRandomNumberGenerator) -> ByteBuffer {
        var json = JSONWriter(capacity: ids.count * 70)
        var used = Set<String>()
        json.array(ids) { json, id in
            var name = ProductNames.random(using: &random)
            var suffix = 2
            while !used.insert(name).inserted {
                name = ProductNames.random(using: &random) + " \(suffix)"
                suffix += 1
            }
            json.object { json in
                json.member("id", id)
                json.member("name", name)
            }
        }
        return ByteBuffer(bytes: json.bytes)
    }

    // MARK: - Sales

    private func sales(productIDs: [String], codes: [String], using random: inout SeededRandomNumberGenerator)
        -> ByteBuffer
    {
        var json = JSONWriter(capacity: options.sales * 130)
        let start = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01T00:00:00Z
        json.array(0..<options.sales) { json, _ in
            let product = productIDs[Int.random(in: 0..<productIDs.count, using: &random)]
            // Skewed toward the first currencies, as real sales are.
            let pick = Int.random(in: 0..<codes.count, using: &random)
            let currency = codes[Bool.random(using: &random) ? pick : pick % min(codes.count, 9)]
            let cents = Int.random(in: 100...999_999, using: &random)
            let millisecond = Int64.random(in: 0..<(366 * 86_400_000), using: &random)
            json.object { json in
                json.member("product_id", product)
                json.member("currency_code", currency)
                json.member("amount", "\(cents / 100)." + (cents % 100 < 10 ? "0\(cents % 100)" : "\(cents % 100)"))
                json.member("date", Timestamp.string(from: start + Double(millisecond) / 1000))
            }
        }
        return ByteBuffer(bytes: json.bytes)
    }

    // MARK: - Rates

    private func rates(codes: [String], using random: inout SeededRandomNumberGenerator) -> ByteBuffer {
        let reachable = options.currencies
        // Hidden value of each currency in USD; every quoted rate is a ratio of two values.
        let value = codes.indices.map { $0 == 0 ? 1.0 : Double.random(in: 0.0005...2000, using: &random) }
        var depth = [0]
        var pairs: [(Int, Int)] = []
        for index in 1..<max(reachable, 1) {
            // The first currencies form the longest chain; the rest hang anywhere shorter.
            let parent =
                index <= options.maxSteps
                ? index - 1
                : Self.randomParent(depth: depth, maxSteps: options.maxSteps, using: &random)
            depth.append(depth[parent] + 1)
            pairs.append(Bool.random(using: &random) ? (index, parent) : (parent, index))
        }
        for _ in 0..<(reachable / 10) where reachable > 2 {
            let a = Int.random(in: 0..<reachable, using: &random)
            let b = Int.random(in: 0..<reachable, using: &random)
            if a != b { pairs.append((a, b)) }
        }
        var islandPairs: [(Int, Int)] = []
        if options.unreachableCurrencies >= 2 {
            for index in (reachable + 1)..<codes.count {
                islandPairs.append((index, Int.random(in: reachable..<index, using: &random)))
            }
        }
        pairs += islandPairs
        pairs.shuffle(using: &random)

        var json = JSONWriter(capacity: (pairs.count + options.invalidPairs) * 48)
        json.array(0..<(pairs.count + options.invalidPairs)) { json, position in
            guard position < pairs.count else {
                return json.raw(Self.invalidPair(position - pairs.count, codes: codes))
            }
            let (from, to) = pairs[position]
            json.object { json in
                json.member("from", codes[from])
                json.member("to", codes[to])
                json.member("rate", number: Self.quote(value[from] / value[to]))
            }
        }
        return ByteBuffer(bytes: json.bytes)
    }

    private static func randomParent(depth: [Int], maxSteps: Int, using random: inout SeededRandomNumberGenerator)
        -> Int
    {
        while true {
            let candidate = Int.random(in: 0..<depth.count, using: &random)
            if depth[candidate] < maxSteps { return candidate }
        }
    }

    /// Six significant digits in plain decimal notation, as quotes are published.
    private static func quote(_ rate: Double) -> String {
        let exponent = Int(floor(log10(rate)))
        let decimals = max(0, 5 - exponent)
        return String(format: "%.\(decimals)f", rate)
    }

    private static func invalidPair(_ index: Int, codes: [String]) -> String {
        let from = codes[index % codes.count]
        let to = codes.count > 1 ? codes[(index + 1) % codes.count] : "EUR"
        switch index % 6 {
        case 0: return #"{"from":"\#(from)","to":"\#(to)","rate":0}"#
        case 1: return #"{"from":"\#(from)","to":"\#(to)","rate":-1.5}"#
        case 2: return #"{"from":"\#(from)","to":"\#(to)","rate":"1.25"}"#
        case 3: return #"{"from":"\#(from)","to":"\#(to)","rate":null}"#
        case 4: return #"{"from":"\#(from)","to":"\#(from)","rate":1}"#
        default: return #"{"from":"\#(from.lowercased())","to":"\#(to)","rate":2}"#
        }
    }

    // MARK: - Identifiers

    /// USD first, then common ISO codes, then every other three-letter code in order.
    static func currencyCodes(count: Int) -> [String] {
        let common = [
            "USD", "EUR", "GBP", "JPY", "CAD", "AUD", "BRL", "INR", "ZAR", "CHF", "CNY", "SEK", "NOK", "MXN", "SGD",
            "HKD", "NZD", "KRW", "TRY", "PLN", "DKK", "THB", "IDR", "HUF", "CZK", "ILS", "CLP", "PHP", "AED", "COP",
        ]
        var codes = Array(common.prefix(count))
        var seen = Set(codes)
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        outer: for a in letters {
            for b in letters {
                for c in letters where codes.count < count {
                    let code = String([a, b, c])
                    if seen.insert(code).inserted { codes.append(code) }
                }
                if codes.count >= count { break outer }
            }
        }
        return codes
    }

    static func uuid(using random: inout SeededRandomNumberGenerator) -> String {
        let high = random.next()
        let low = random.next()
        let hex = Hex.padded(high, uppercase: true) + Hex.padded(low, uppercase: true)
        var characters = Array(hex)
        characters[12] = "4"  // version 4
        characters[16] = ["8", "9", "A", "B"][Int(low >> 62)]  // RFC 4122 variant
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }
        return parts.joined(separator: "-")
    }
}
