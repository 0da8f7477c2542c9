/// Sums a product's sales per currency in one pass — the same sums, and digits, as adding them
/// one by one (``SaleList/sums``): the inline amounts of a currency at one exponent are added as
/// integers, a run settled into ``CurrencySums`` when the exponent changes or the integer would
/// overflow (exact sums do not depend on how they are grouped). The runs are a table over every
/// currency code, reused from one product to the next: a sale costs an index, not a search.
struct SaleSums {
    private struct Run {
        var exponent: Int16 = 0
        var units: Int128 = 0
        var count = 0
    }

    private var runs = [Run](repeating: Run(), count: CurrencyCode.count)
    /// The currencies with a run, to settle and clear once the product's sales are summed.
    private var touched: [Int] = []

    /// `records`' amounts (those kept whole in `large`) summed per currency.
    mutating func sum(_ records: [SaleRecord], large: [ExactDecimal]) -> CurrencySums {
        var sums = CurrencySums()
        for record in records {
            let currency = Int(record.currency)
            if record.isLarge {
                let amount = large.indices.contains(Int(record.coefficient)) ? large[Int(record.coefficient)] : .zero
                sums.add(Money(amount: amount, currency: CurrencyCode(storedIndex: record.currency)))
                continue
            }
            let units = record.isNegative ? -Int128(record.coefficient) : Int128(record.coefficient)
            var run = runs[currency]
            if run.count == 0 {
                touched.append(currency)
                run = Run(exponent: record.exponent, units: units, count: 1)
            } else if run.exponent == record.exponent,
                case (let total, false) = run.units.addingReportingOverflow(units)
            {
                (run.units, run.count) = (total, run.count + 1)
            } else {
                settle(run, currency, into: &sums)
                run = Run(exponent: record.exponent, units: units, count: 1)
            }
            runs[currency] = run
        }
        for currency in touched {
            settle(runs[currency], currency, into: &sums)
            runs[currency] = Run()
        }
        touched.removeAll(keepingCapacity: true)
        return sums
    }

    private func settle(_ run: Run, _ currency: Int, into sums: inout CurrencySums) {
        let amount = ExactDecimal(
            isNegative: run.units < 0, coefficient: .from(run.units.magnitude), exponent: Int(run.exponent))
        sums.add(
            Money(amount: amount, currency: CurrencyCode(storedIndex: UInt16(truncatingIfNeeded: currency))),
            count: run.count)
    }
}
