import Foundation
import SalesCore

/// `make bench-core`: conversion, mapping and aggregation speed, each next to a floor (the
/// cheapest pass any implementation must make over the same input).
@main
enum CoreBenchmarks {
    /// Every section, or those named as arguments (`CoreBenchmarks streaming`).
    static func main() {
        let sections: [(String, () -> Void)] = [
            ("conversion", conversion), ("mapping", mapping), ("streaming", streaming), ("aggregation", aggregation),
            ("periods", periods),
        ]
        let chosen = Set(CommandLine.arguments.dropFirst())
        print("Core benchmarks (release build, median of 5 runs after a warm-up)")
        for (name, section) in sections where chosen.isEmpty || chosen.contains(name) {
            print("")
            section()
        }
    }

    static func conversion() {
        print(row("conversion: currencies × rates", "solve ms", "floor ms", "× floor", "unreachable", "inconsist."))
        for (currencies, count) in [(100, 10_000), (1_000, 100_000), (17_576, 17_575), (17_576, 1_000_000)] {
            let rates = Workload.rates(currencies: currencies, rates: count)
            var table: RateTable?
            let solve = Measurement { table = RateTable(rates: rates) }
            let floor = Measurement {
                var degree = [Int32](repeating: 0, count: CurrencyCode.count)
                for rate in rates {
                    degree[rate.from.index] &+= 1
                    degree[rate.to.index] &+= 1
                }
                consume(degree)
            }
            print(
                row(
                    "\(currencies) × \(rates.count)", format(solve.milliseconds), format(floor.milliseconds),
                    format(solve.milliseconds / floor.milliseconds, digits: 1),
                    "\(table?.unreachable.count ?? -1)", "\(table?.inconsistencyCount ?? -1)"
                )
            )
        }
    }

    static func mapping() {
        print(row("mapping: payload", "MB", "map ms", "MB/s", "read MB/s", "elements"))
        for count in [2_485, 100_000] {
            let data = Workload.salesJSON(count: count)
            var mapped = 0
            let map = Measurement(iterations: 3) {
                mapped = (try? SalesMapper.map(data, statusCode: 200))?.elements.count ?? -1
            }
            // The floor: one pass that looks at every byte (counting objects), as any parser must.
            var objects = 0
            let read = Measurement {
                objects = data.withUnsafeBytes { bytes in bytes.reduce(0) { $1 == UInt8(ascii: "{") ? $0 + 1 : $0 } }
            }
            precondition(objects == count, "the floor pass must see every sale")
            let megabytes = Double(data.count) / 1_000_000
            print(
                row(
                    "/sales, \(count) sales", format(megabytes), format(map.milliseconds),
                    format(megabytes / map.median.seconds, digits: 1),
                    format(megabytes / read.median.seconds, digits: 0),
                    "\(mapped)"
                )
            )
        }
        let rates = Workload.rates(currencies: 17_576, rates: 200_000)
        let ratesJSON = Data(
            ("[" + rates.map { #"{"from":"\#($0.from)","to":"\#($0.to)","rate":\#($0.rate)}"# }.joined(separator: ",")
                + "]").utf8)
        var mappedRates = 0
        let mapRates = Measurement(iterations: 3) {
            mappedRates = (try? RatesMapper.map(ratesJSON, statusCode: 200))?.elements.count ?? -1
        }
        let megabytes = Double(ratesJSON.count) / 1_000_000
        print(
            row(
                "/rates, 200000 pairs", format(megabytes), format(mapRates.milliseconds),
                format(megabytes / mapRates.median.seconds, digits: 1), "", "\(mappedRates)"))
    }

    /// Bodies shaped to be a streaming reader's worst case — one run of whitespace, one element far
    /// larger than the pieces — fed in 16 KiB pieces (what libcurl hands over while it inflates gzip),
    /// beside the floor: one pass over the same bytes. A reader linear in its input keeps the ratio
    /// flat as the body grows.
    static func streaming() {
        print(row("streamed worst case (16 KiB pieces)", "MB", "read ms", "MB/s", "floor ms", "× floor"))
        let mebibyte = 1 << 20
        let bodies: [(String, () -> [UInt8])] = [
            ("[ + 16 MiB of spaces + ]", { Workload.whitespaceArray(bytes: 16 * mebibyte) }),
            ("[ + 64 MiB of spaces + ]", { Workload.whitespaceArray(bytes: 64 * mebibyte) }),
            ("one sale, a 64 MiB product_id", { Workload.saleWithProductID(bytes: 64 * mebibyte) }),
            ("[ + 256 MiB of spaces + ]", { Workload.whitespaceArray(bytes: 256 * mebibyte) }),
        ]
        for (name, make) in bodies {
            let body = make()
            var mapped = -1
            // One run each, cold: a worst case is what a first reading costs.
            let read = Measurement(iterations: 1, warmUp: false) {
                var stream = SalesMapper.ByProduct()
                let bytes = body.span.bytes
                for start in stride(from: 0, to: bytes.byteCount, by: 16 << 10) {
                    _ = stream.feed(bytes.extracting(start..<min(start + (16 << 10), bytes.byteCount)))
                }
                mapped = (try? stream.finish(statusCode: 200))?.skipped.count ?? -1
            }
            // The floor: one pass that looks at every byte (finding the one `[`), as any reader must.
            var brackets = 0
            let floor = Measurement(iterations: 1, warmUp: false) {
                brackets = body.withUnsafeBytes { bytes in bytes.reduce(0) { $1 == UInt8(ascii: "[") ? $0 + 1 : $0 } }
            }
            precondition(mapped >= 0 && brackets == 1, "a worst case must still be read, and the floor see every byte")
            let megabytes = Double(body.count) / 1_000_000
            print(
                row(
                    name, format(megabytes), format(read.milliseconds),
                    format(megabytes / read.median.seconds, digits: 0),
                    format(floor.milliseconds), format(read.milliseconds / floor.milliseconds, digits: 1)))
        }
    }

    static func aggregation() {
        print(row("aggregation: sales", "list ms", "detail ms", "products", "", ""))
        let products = Workload.products(count: 1000)
        let rates = RateTable(rates: Workload.rates(currencies: 200, rates: 400))
        var reports: [(count: Int, sales: [Sale], catalog: Catalog?)] = []
        for count in [100_000, 1_000_000] {
            let data = Workload.salesJSON(count: count, products: products.count)
            guard let sales = try? SalesMapper.map(data, statusCode: 200).elements else { continue }
            var catalog: Catalog?
            let list = Measurement(iterations: 3) { catalog = Catalog(products: products, sales: sales) }
            let id = products[0].id
            let detail = Measurement { consume(catalog?.detail(of: id, rates: rates)) }
            print(
                row(
                    "\(count) sales", format(list.milliseconds), format(detail.milliseconds),
                    "\(catalog?.productList.items.count ?? 0)", "", ""))
            reports.append((count, sales, catalog))
        }
        print("")
        // The floor: one pass that reads every sale's month and currency, as any report must.
        print(row("revenue report: sales", "month ms", "product ms", "currency ms", "floor ms", "months"))
        for (count, sales, catalog) in reports {
            guard let catalog else { continue }
            var months = 0
            let byMonth = Measurement(iterations: 3) {
                months = catalog.revenueReport(by: .month, rates: rates).rows.count
            }
            let byProduct = Measurement(iterations: 3) { consume(catalog.revenueReport(by: .product, rates: rates)) }
            let byCurrency = Measurement(iterations: 3) { consume(catalog.revenueReport(by: .currency, rates: rates)) }
            let floor = Measurement(iterations: 3) {
                var seen = [Int32](repeating: 0, count: CurrencyCode.count)
                var latest = YearMonth(Date(timeIntervalSince1970: 0))
                for sale in sales {
                    seen[sale.amount.currency.index] &+= 1
                    let month = YearMonth(sale.date)
                    if month > latest { latest = month }
                }
                consume((seen, latest))
            }
            print(
                row(
                    "\(count) sales", format(byMonth.milliseconds), format(byProduct.milliseconds),
                    format(byCurrency.milliseconds), format(floor.milliseconds), "\(months)"))
        }
    }

    /// A period's overview and its products beside the period before (each walks every sale once),
    /// next to the floor: one pass that reads every sale's local day, as any period's figures must.
    static func periods() {
        print(row("periods: 1,000,000 sales", "overview ms", "products ms", "floor ms", "", ""))
        let products = Workload.products(count: 1000)
        let rates = RateTable(rates: Workload.rates(currencies: 200, rates: 400))
        let data = Workload.salesJSON(count: 1_000_000, products: products.count)
        guard let sales = try? SalesMapper.map(data, statusCode: 200).elements,
            let today = CalendarDay("2024-12-31"), let quarter = ReportPeriod("2024-04-01..2024-06-30")
        else { return }
        let catalog = Catalog(products: products, sales: sales)
        let calendar = LocalCalendar.utc
        let overview = Measurement(iterations: 3) {
            consume(catalog.overview(of: quarter, by: .month, today: today, rates: rates, calendar: calendar))
        }
        let periodProducts = Measurement(iterations: 3) {
            consume(catalog.periodProducts(of: quarter, today: today, rates: rates, calendar: calendar))
        }
        let floor = Measurement(iterations: 3) {
            var days = 0
            for sale in sales { days &+= calendar.day(of: sale.date) }
            consume(days)
        }
        print(
            row(
                "a quarter of 2024", format(overview.milliseconds), format(periodProducts.milliseconds),
                format(floor.milliseconds), "", ""))
    }

    static func row(_ columns: String...) -> String {
        let widths = [32, 10, 10, 10, 12, 10]
        return zip(columns, widths).map { column, width in
            column.count >= width ? column + " " : column + String(repeating: " ", count: width - column.count)
        }.joined()
    }

    static func format(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }
}
