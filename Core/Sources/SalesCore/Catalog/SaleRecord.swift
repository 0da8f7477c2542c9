import Foundation

/// A sale without its product, as ``SaleList`` keeps it and a mapper makes it: trivially
/// copyable, 24 bytes — the amount's coefficient inline while it fits 64 bits (or the index of the
/// amount kept whole beside the records), its exponent, the currency's index and the date's instant.
public struct SaleRecord: Sendable {
    /// The amount's coefficient, or its index among the amounts kept whole (``isLarge``).
    public let coefficient: UInt64
    public let date: Date
    public let exponent: Int16
    public let currency: UInt16
    /// Bit 0: negative; bit 1: the amount is kept whole, at index `coefficient`.
    @usableFromInline let flags: UInt8

    /// An amount of `coefficient` × 10^`exponent`, negative when `isNegative` (never for zero,
    /// as ``ExactDecimal`` keeps it).
    init(coefficient: UInt64, isNegative: Bool, exponent: Int16, currency: UInt16, date: Date) {
        self.coefficient = coefficient
        self.date = date
        self.exponent = exponent
        self.currency = currency
        flags = isNegative && coefficient != 0 ? 1 : 0
    }

    /// The record of `money` sold at `date`: its amount inline when the coefficient fits 64 bits
    /// and the exponent 16, otherwise kept whole at `index` beside the records (``isLarge``: the
    /// caller keeps `money`'s amount there).
    init(_ money: Money, date: Date, largeAt index: Int) {
        let amount = money.amount
        let currency = UInt16(truncatingIfNeeded: money.currency.index)
        if let small = amount.smallCoefficient, let exponent = Int16(exactly: amount.exponent) {
            self.init(
                coefficient: small, isNegative: amount.isNegative, exponent: exponent, currency: currency, date: date)
        } else {
            self.init(largeAt: index, currency: currency, date: date)
        }
    }

    /// An amount kept whole, at `index` beside the records.
    init(largeAt index: Int, currency: UInt16, date: Date) {
        coefficient = UInt64(index)
        self.date = date
        exponent = 0
        self.currency = currency
        flags = 2
    }

    @inlinable public var isNegative: Bool { flags & 1 != 0 }
    @inlinable public var isLarge: Bool { flags & 2 != 0 }

    /// The same sale, its whole amount at `index` now (a record moved to another list's amounts).
    func movingLarge(to index: Int) -> SaleRecord {
        SaleRecord(largeAt: index, currency: currency, date: date)
    }
}
