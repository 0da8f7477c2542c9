import Foundation

/// A product's sales as lines, newest first: a view over the catalog's own sales, in the order
/// of `positions`, each line made (and its rate looked up) only when it is read — so a detail of
/// 1,000,000 sales costs its positions (8 bytes a sale), not a copy of every sale, and a screen
/// that shows 20 of them reads 20.
public struct SaleLines: RandomAccessCollection, Hashable, Sendable {
    private let sales: SaleList
    private let positions: [Int]
    private let rates: RateTable?

    init(sales: SaleList, positions: [Int], rates: RateTable?) {
        self.sales = sales
        self.positions = positions
        self.rates = rates
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }

    public subscript(index: Int) -> SaleLine {
        let sale = sales[positions[index]]
        return SaleLine(sale: sale, rate: rates?.rate(from: sale.amount.currency), target: rates?.target)
    }

    /// The amounts and dates alone, in this order, without making lines or sales (for sums over
    /// all of them).
    func forEachAmount(_ body: (Money, Date) -> Void) {
        for position in positions { body(sales.amount(at: position), sales.date(at: position)) }
    }

    /// The rate the lines use for `currency` (`nil`: no rates, or it cannot be converted).
    func rate(from currency: CurrencyCode) -> ExactDecimal? {
        rates?.rate(from: currency)
    }

    public static func == (lhs: SaleLines, rhs: SaleLines) -> Bool {
        lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for line in self { hasher.combine(line) }
    }
}
