/// A basket of products with unit prices, each in its own currency, to be priced in any currency.
public struct Quote: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        public let product: Product
        public let unitPrice: Money
        public let quantity: Int

        public init(product: Product, unitPrice: Money, quantity: Int) {
            self.product = product
            self.unitPrice = unitPrice
            self.quantity = quantity
        }
    }

    public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        case quantityNotPositive(Int)
        case quantityTooLarge
        case priceNotPositive
        case notInQuote(String)

        public var description: String {
            switch self {
            case .quantityNotPositive(let quantity): "a quantity must be 1 or more, not \(quantity)"
            case .quantityTooLarge: "a quantity must be at most \(Quote.maximumQuantity)"
            case .priceNotPositive: "a price must be above 0"
            case .notInQuote(let name): "\(name) is not in the quote"
            }
        }
    }

    /// Far beyond any basket, and small enough that no sum of quantities can overflow.
    public static let maximumQuantity = 1_000_000_000

    /// In the order products were first added.
    public private(set) var lines: [Line]

    public init(lines: [Line] = []) {
        self.lines = lines
    }

    /// Adds `quantity` of `product` at `unitPrice`. A product already in the quote gets the new
    /// unit price and the quantities add up.
    public mutating func add(_ product: Product, unitPrice: Money, quantity: Int) throws(Refusal) {
        guard quantity > 0 else { throw .quantityNotPositive(quantity) }
        guard unitPrice.amount > .zero else { throw .priceNotPositive }
        if let index = lines.firstIndex(where: { $0.product.id == product.id }) {
            let total = lines[index].quantity + min(quantity, Self.maximumQuantity)
            guard total <= Self.maximumQuantity else { throw .quantityTooLarge }
            lines[index] = Line(product: product, unitPrice: unitPrice, quantity: total)
        } else {
            guard quantity <= Self.maximumQuantity else { throw .quantityTooLarge }
            lines.append(Line(product: product, unitPrice: unitPrice, quantity: quantity))
        }
    }

    /// Takes `quantity` of the product out (all of it when `nil` or when that many or more).
    public mutating func remove(_ id: Product.ID, quantity: Int? = nil) throws(Refusal) {
        guard let index = lines.firstIndex(where: { $0.product.id == id }) else { throw .notInQuote(id.rawValue) }
        if let quantity {
            guard quantity > 0 else { throw .quantityNotPositive(quantity) }
            if quantity < lines[index].quantity {
                let line = lines[index]
                lines[index] = Line(
                    product: line.product, unitPrice: line.unitPrice, quantity: line.quantity - quantity)
                return
            }
        }
        lines.remove(at: index)
    }

    public mutating func clear() {
        lines.removeAll()
    }

    /// How many items in all.
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// Every line priced through `rates` (into `rates.target`), exactly, and the total.
    public func priced(_ rates: RateTable) -> PricedQuote {
        var sums = CurrencySums()
        let priced = lines.map { line in
            let lineTotal = Money(
                amount: line.unitPrice.amount * ExactDecimal(integerLiteral: line.quantity),
                currency: line.unitPrice.currency)
            sums.add(lineTotal, count: line.quantity)
            let rate = rates.rate(from: line.unitPrice.currency)
            return PricedQuote.Line(
                line: line,
                unitPrice: rate.map { Money(amount: line.unitPrice.amount * $0, currency: rates.target) },
                total: rate.map { Money(amount: lineTotal.amount * $0, currency: rates.target) })
        }
        return PricedQuote(lines: priced, total: sums.total(rates))
    }
}

/// A quote priced in one currency: each line's unit price and total converted (`nil` when its
/// currency cannot be), and the exact total, incomplete when a line could not be converted.
public struct PricedQuote: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        public let line: Quote.Line
        public let unitPrice: Money?
        public let total: Money?
    }

    public let lines: [Line]
    public let total: ConvertedTotal
}
