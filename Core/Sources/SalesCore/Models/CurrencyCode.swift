/// An ISO 4217-style currency code: exactly three ASCII uppercase letters (`USD`, `EUR`).
///
/// The code is stored packed in 15 bits, so hashing and comparing are integer operations
/// and every possible code has a dense index (`AAA` is 0, `ZZZ` is 17,575) that the
/// conversion solver uses to address plain arrays instead of hash tables.
public struct CurrencyCode: Hashable, Comparable, Sendable {
    /// The number of distinct codes: 26³.
    public static let count = 26 * 26 * 26

    /// Position of the code in alphabetical order, `0..<CurrencyCode.count`.
    public let index: Int

    /// Creates a code from its text, or `nil` when the text is not three ASCII uppercase letters.
    public init?(_ text: some StringProtocol) {
        self.init(utf8: text.utf8)
    }

    /// Creates a code from UTF-8 bytes, or `nil` when they are not three ASCII uppercase letters.
    public init?(utf8 bytes: some Sequence<UInt8>) {
        var index = 0
        var length = 0
        for byte in bytes {
            guard length < 3, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") else { return nil }
            index = index * 26 + Int(byte - UInt8(ascii: "A"))
            length += 1
        }
        guard length == 3 else { return nil }
        self.index = index
    }

    /// ``init(utf8:)`` of exactly three bytes, for the mappers: each letter checked and placed
    /// without an iterator (a million sales' currencies are read this way).
    @inline(__always) package init?(threeBytes bytes: UnsafeRawBufferPointer) {
        guard bytes.count == 3 else { return nil }
        let (first, second, third) = (
            bytes[0] &- UInt8(ascii: "A"), bytes[1] &- UInt8(ascii: "A"), bytes[2] &- UInt8(ascii: "A")
        )
        guard first < 26, second < 26, third < 26 else { return nil }
        index = (Int(first) * 26 + Int(second)) * 26 + Int(third)
    }

    /// A code as people type it: three ASCII letters in any case (`eur`, `Gbp`). Only ASCII letters
    /// are folded: `uſd` is refused, although Unicode case mapping would make its `ſ` an `S`.
    public init?(anyCase text: some StringProtocol) {
        self.init(utf8: text.utf8.map { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") ? $0 - 0x20 : $0 })
    }

    /// The code a ``SaleList`` stored (an index it took from a code).
    init(storedIndex: UInt16) {
        index = Int(storedIndex)
    }

    /// Creates the code at a dense index, or `nil` outside `0..<CurrencyCode.count`.
    public init?(index: Int) {
        guard (0..<Self.count).contains(index) else { return nil }
        self.index = index
    }

    /// The three letters.
    public var code: String {
        let letters = [index / 676, index / 26 % 26, index % 26].map { UInt8(ascii: "A") + UInt8($0) }
        return String(decoding: letters, as: UTF8.self)
    }

    public static func < (lhs: CurrencyCode, rhs: CurrencyCode) -> Bool {
        lhs.index < rhs.index
    }
}

extension CurrencyCode: CustomStringConvertible {
    public var description: String { code }
}

extension CurrencyCode: ExpressibleByStringLiteral {
    /// Literal codes are checked when the program runs; a malformed literal is a programming error.
    public init(stringLiteral value: StaticString) {
        guard let code = CurrencyCode(value.description) else {
            preconditionFailure("\(value) is not a three-letter uppercase currency code")
        }
        self = code
    }
}

extension CurrencyCode {
    public static let usd: CurrencyCode = "USD"

    /// Digits after the decimal point in the currency's minor unit (ISO 4217): 2 for most,
    /// 0 for currencies such as JPY or KRW, 3 for BHD, JOD, KWD and a few others.
    public var minorUnits: Int {
        if Self.zeroDecimalCurrencies.contains(self) { return 0 }
        if Self.threeDecimalCurrencies.contains(self) { return 3 }
        return 2
    }

    private static let zeroDecimalCurrencies: Set<CurrencyCode> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV",
        "XAF", "XOF", "XPF",
    ]
    private static let threeDecimalCurrencies: Set<CurrencyCode> = [
        "BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND",
    ]
}
