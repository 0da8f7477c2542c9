import BigInt

/// A decimal number held exactly: a sign, an integer coefficient of any size and a power of ten.
///
/// Core's one number type for money and rates. What it holds is exactly what it says — `1480.79` is
/// `148079 × 10⁻²`, never a binary approximation — and no operation on it can trap, overflow,
/// underflow or produce NaN:
/// - `+`, `-` and `*` are **exact**: the result keeps every digit (the coefficient grows as needed).
/// - There is **no division operator**. A quotient is formed only by
///   ``quotient(_:_:significantDigits:)``, which rounds once, half to even, to the digits asked
///   for, and answers `nil` for a zero divisor.
/// - Rounding is explicit and always half to even: ``rounded(scale:)`` for display,
///   ``rounded(significantDigits:)`` for stored results.
///
/// Numbers from outside (the upstream, files, people) are accepted only within ``Limits``: at
/// most 38 significant digits and a magnitude between 1e-99 and 1e100. The mappers refuse
/// anything else, so every computation Core performs on them stays small and bounded.
///
/// Equality and ordering compare values: `1.10 == 1.1`. ``description`` keeps the digits as
/// given: `1.10` prints as `1.10`.
public struct ExactDecimal: Sendable {
    /// The digits, as an unsigned integer: inline while they fit 64 bits — every amount a sale
    /// has, nearly every rate and sum — so such a value is 24 bytes and no heap; in a shared
    /// `BigUInt` beyond. One form per value: a coefficient that fits 64 bits is always inline.
    private let storage: Storage
    /// `true` only for values below zero (zero is never negative).
    public let isNegative: Bool
    /// The power of ten the coefficient is scaled by: `-2` for `1480.79`.
    public let exponent: Int

    private enum Storage: Sendable {
        case small(UInt64)
        case large(LargeCoefficient)
    }

    /// `(isNegative ? -1 : 1) × coefficient × 10^exponent`; a zero coefficient makes zero.
    init(isNegative: Bool, coefficient: BigUInt, exponent: Int) {
        if let small = coefficient.smallValue {
            self.init(isNegative: isNegative, small: small, exponent: exponent)
        } else {
            self.init(storage: .large(LargeCoefficient(coefficient)), isNegative: isNegative, exponent: exponent)
        }
    }

    /// The same, for a coefficient of 64 bits: no `BigUInt` made.
    init(isNegative: Bool, small coefficient: UInt64, exponent: Int) {
        storage = .small(coefficient)
        self.isNegative = isNegative && coefficient != 0
        self.exponent = exponent
    }

    /// `significand × 10^exponent`, e.g. `ExactDecimal(significand: 148079, exponent: -2)` is 1480.79.
    public init(significand: Int, exponent: Int = 0) {
        self.init(isNegative: significand < 0, small: UInt64(significand.magnitude), exponent: exponent)
    }

    public static let zero = ExactDecimal(significand: 0)
    public static let one = ExactDecimal(significand: 1)

    /// The digits, as an unsigned integer (made for the arithmetic when the value is inline).
    var coefficient: BigUInt {
        switch storage {
        case .small(let small): BigUInt.from(small)
        case .large(let large): large.value
        }
    }

    /// The coefficient when it fits 64 bits: the fast paths' operand.
    var smallCoefficient: UInt64? {
        if case .small(let small) = storage { small } else { nil }
    }

    /// The coefficient when it fits 128 bits.
    var mediumCoefficient: UInt128? {
        switch storage {
        case .small(let small): UInt128(small)
        case .large(let large): large.medium
        }
    }

    public var isZero: Bool { smallCoefficient == 0 }

    /// The absolute value.
    public var magnitude: ExactDecimal {
        ExactDecimal(storage: storage, isNegative: false, exponent: exponent)
    }

    /// The same coefficient with another sign.
    var negated: ExactDecimal {
        ExactDecimal(storage: storage, isNegative: !isNegative && !isZero, exponent: exponent)
    }

    private init(storage: Storage, isNegative: Bool, exponent: Int) {
        self.storage = storage
        self.isNegative = isNegative
        self.exponent = exponent
    }

    /// How many digits the coefficient has, without leading zeros (`0` for zero); trailing zeros count.
    public var digitCount: Int {
        if let small = smallCoefficient { return small == 0 ? 0 : small.decimalDigitCount }
        return DecimalDigits.count(of: coefficient)
    }

    /// The power of ten of the leading digit: `3` for `1480.79`, `-3` for `0.0092512`; `nil` for zero.
    public var magnitudeExponent: Int? {
        isZero ? nil : exponent + digitCount - 1
    }
}

/// A coefficient beyond 64 bits, shared by the values that hold it.
private final class LargeCoefficient: Sendable {
    let value: BigUInt
    /// The value when it fits 128 bits (a rate of 38 digits does), found once: what the
    /// fixed-width arithmetic (``ExactSumOfProducts``) takes it as.
    let medium: UInt128?

    init(_ value: BigUInt) {
        self.value = value
        medium = value.mediumValue
    }
}

extension ExactDecimal: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self.init(significand: value)
    }
}
