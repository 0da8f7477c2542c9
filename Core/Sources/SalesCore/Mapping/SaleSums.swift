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

    /// `records`' amounts (those kept whole in `large`) summed per currency. The runs are
    /// reached through one pointer for the whole pass: a sale is a load, a compare and an add.
    mutating func sum(_ records: ArraySlice<SaleRecord>, large: [ExactDecimal]) -> CurrencySums {
        var sums = CurrencySums()
        var touched = self.touched
        runs.withUnsafeMutableBufferPointer { runs in
            records.withUnsafeBufferPointer { records in
                for record in records {
                    let currency = Int(record.currency)
                    guard !record.isLarge, currency < runs.count else {
                        Self.addWhole(record, large: large, to: &sums)
                        continue
                    }
                    let units = record.isNegative ? -Int128(record.coefficient) : Int128(record.coefficient)
                    if runs[currency].count == 0 {
                        touched.append(currency)
                        runs[currency] = Run(exponent: record.exponent, units: units, count: 1)
                    } else if runs[currency].exponent == record.exponent,
                        case (let total, false) = runs[currency].units.addingReportingOverflow(units)
                    {
                        runs[currency].units = total
                        runs[currency].count += 1
                    } else {
                        Self.settle(runs[currency], currency, into: &sums)
                        runs[currency] = Run(exponent: record.exponent, units: units, count: 1)
                    }
                }
            }
            // Settled in code order: the sums are then added without a search (and listed
            // without a sort).
            touched.sort()
            for currency in touched {
                Self.settle(runs[currency], currency, into: &sums)
                runs[currency] = Run()
            }
        }
        touched.removeAll(keepingCapacity: true)
        self.touched = touched
        return sums
    }

    /// An amount kept whole (or, never made by a mapper, of a currency past the table), added
    /// as it is.
    private static func addWhole(_ record: SaleRecord, large: [ExactDecimal], to sums: inout CurrencySums) {
        let amount =
            !record.isLarge
            ? ExactDecimal(isNegative: record.isNegative, small: record.coefficient, exponent: Int(record.exponent))
            : large.indices.contains(Int(record.coefficient)) ? large[Int(record.coefficient)] : .zero
        sums.add(Money(amount: amount, currency: CurrencyCode(storedIndex: record.currency)))
    }

    private static func settle(_ run: Run, _ currency: Int, into sums: inout CurrencySums) {
        let amount = ExactDecimal(
            isNegative: run.units < 0, coefficient: .from(run.units.magnitude), exponent: Int(run.exponent))
        sums.add(
            Money(amount: amount, currency: CurrencyCode(storedIndex: UInt16(truncatingIfNeeded: currency))),
            count: run.count)
    }
}
