import ArgumentParser
import Foundation
import SalesClient
import SalesCore
import SalesHTTP
import Testing

/// Each command's `run(in:)` driven in process, with a stubbed network, an in-memory session and a
/// console that keeps what is written: the composition root's seams, as the app uses them.
@Suite struct CommandAcceptanceTests {
    @Test func logsInWithThePasswordFromStandardInputAndKeepsTheToken() async throws {
        let (environment, console, tokens, _) = try makeSUT(
            ["/login": [response(200, #"{"access_token":"abc"}"#)]], input: ["password"])
        let command = try LoginCommand.parse(["--username", "tester", "--password-stdin"])
        try await command.run(in: environment)
        #expect(tokens.token?.rawValue == "abc")
        #expect(console.err == "Logged in as tester.\n")
    }

    @Test func saysWhatHappenedWhenTheLoginAddressIsWrong() async throws {
        let (environment, _, tokens, _) = try makeSUT(
            ["/login": [response(404, "<html>Not Found</html>")]], input: ["password"])
        let command = try LoginCommand.parse(["--username", "tester", "--password-stdin"])
        await #expect {
            try await command.run(in: environment)
        } throws: { error in
            guard case ClientError.notFound(service: "sales API", url: let url) = error else { return false }
            return url == "http://upstream.test/login" && (error as? ClientError)?.exitCode == 4
        }
        #expect(tokens.token == nil)
    }

    @Test func listsProductsInReadingOrderWithTheirSalesAndRevenue() async throws {
        let (environment, console, _, _) = try makeSUT(catalog.merging(rates) { $1 }, token: "tok")
        try await ProductsCommand.parse([]).run(in: environment)
        let lines = console.out.split(separator: "\n")
        #expect(lines.first == "PRODUCT       SALES   TOTAL USD")
        #expect(lines.dropFirst().first == "AirTag          105   10,520.88")
        #expect(lines.last == "10 products · 2,485 sales · USD 2,523,813.91")
        #expect(console.err.isEmpty)
    }

    /// `LANG` as the C library reads it: the table's headings and figures in German, the product
    /// names as they came; the CSV of the same command unchanged, byte for byte.
    @Test func writesATablesWordsAndFiguresInTheReadersLocaleAndNeverTheCSV() async throws {
        let german = ["LANG": "de_DE.UTF-8"]
        let (environment, console, _, _) = try makeSUT(
            catalog.merging(rates) { $1 }, token: "tok", processEnvironment: german)
        try await ProductsCommand.parse([]).run(in: environment)
        let lines = console.out.split(separator: "\n")
        #expect(lines.first == "PRODUKT       VERKÄUFE  GESAMT USD")
        #expect(lines.dropFirst().first == "AirTag             105   10.520,88")
        #expect(lines.last == "10 Produkte · 2.485 Verkäufe · 2.523.813,91\u{00A0}USD")

        let (plainEnvironment, plain, _, _) = try makeSUT(catalog.merging(rates) { $1 }, token: "tok")
        try await ProductsCommand.parse(["--format", "csv"]).run(in: plainEnvironment)
        let (germanEnvironment, csv, _, _) = try makeSUT(
            catalog.merging(rates) { $1 }, token: "tok", processEnvironment: german)
        try await ProductsCommand.parse(["--format", "csv"]).run(in: germanEnvironment)
        #expect(csv.out == plain.out)
    }

    /// `--locale` wins over the environment; `C` writes today's table; a name of no locale is refused.
    @Test func takesTheLocaleFromTheFlagFirst() async throws {
        let (environment, console, _, _) = try makeSUT(
            catalog.merging(rates) { $1 }, token: "tok", processEnvironment: ["LC_ALL": "de_DE.UTF-8"])
        try await ProductsCommand.parse(["--locale", "en_IN"]).run(in: environment)
        #expect(console.out.split(separator: "\n").last == "10 products · 2,485 sales · USD 25,23,813.91")
        let (cEnvironment, c, _, _) = try makeSUT(
            catalog.merging(rates) { $1 }, token: "tok", processEnvironment: ["LANG": "fr_FR.UTF-8"])
        try await ProductsCommand.parse(["--locale", "C"]).run(in: cEnvironment)
        #expect(c.out.split(separator: "\n").last == "10 products · 2,485 sales · USD 2,523,813.91")
        #expect(throws: (any Error).self) { try ProductsCommand.parse(["--locale", "../etc"]) }
    }

    @Test func sortsProductsByRevenueInAnotherCurrency() async throws {
        let (environment, console, _, http) = try makeSUT(
            catalog.merging(middlewareRates(to: "CHF", rate: "0.5")) { $1 }, token: "tok", currency: "CHF")
        try await ProductsCommand.parse(["--sort", "revenue", "--format", "csv"]).run(in: environment)
        let lines = console.out.split(separator: "\r\n")
        #expect(lines.first == "id,name,sales_count,revenue,revenue_is_complete,currency")
        // 904,397.725075… USD (Python's decimal, from the fixtures) × 0.5, rounded half-even once.
        #expect(lines.dropFirst().first?.hasSuffix(",Vision Pro,251,452198.86,true,CHF") == true)
        #expect(lines.count == 11)
        #expect(http.requests.filter { $0.url.path == "/rates" }.map { $0.url.query } == ["to=CHF"])
    }

    @Test func listsProductsWithoutRevenueAndExitsFourWhenTheMiddlewareIsDown() async throws {
        let (environment, console, _, _) = try makeSUT(catalog, token: "tok")
        await #expect(throws: ExitCode(4)) { try await ProductsCommand.parse(["--json"]).run(in: environment) }
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [[String: Any]])
        #expect(entries.count == 10)
        #expect(entries.allSatisfy { $0["revenue"] is NSNull })
        #expect(console.err.contains("cannot reach the rates middleware"))
    }

    @Test func refusesACurrencyTheMiddlewareDoesNotKnowWithTheOnesItDoes() async throws {
        let answers = try catalog.merging(rates) { $1 }.merging([
            "/rates?to=XYZ": [response(404, #"{"error":"unknown currency XYZ"}"#)]
        ]) { $1 }
        let (environment, console, _, _) = try makeSUT(answers, token: "tok", currency: "XYZ")
        await #expect {
            try await ProductsCommand.parse([]).run(in: environment)
        } throws: { error in
            guard case ClientError.unknownCurrency("XYZ", let available) = error else { return false }
            return available == ["AUD", "BRL", "CAD", "EUR", "GBP", "INR", "JPY", "USD", "ZAR"]
                && (error as? ClientError)?.exitCode == 2
        }
        #expect(console.out.isEmpty)
    }

    @Test func convertsExactlyAndRoundsHalfEvenToTheTargetsMinorUnits() async throws {
        let (environment, console, _, _) = try makeSUT(try middlewareRates(to: "EUR", rate: "1.5"))
        try await ConvertCommand.parse(["1.30", "usd", "EUR"]).run(in: environment)
        try await ConvertCommand.parse(["1.30", "USD", "EUR", "--exact"]).run(in: environment)
        try await ConvertCommand.parse(["0.005", "USD", "EUR"]).run(in: environment)
        #expect(console.out == "EUR 1.95\nEUR 1.950\nEUR 0.01\n", "0.0075 rounds half-even to 0.01")
    }

    @Test func convertsIntoTheDisplayCurrencyAndRefusesNonsenseBeforeAnyRequest() async throws {
        let (environment, console, _, http) = try makeSUT(try middlewareRates(to: "JPY", rate: "150"), currency: "JPY")
        try await ConvertCommand.parse(["10.005", "USD", "--json"]).run(in: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [String: Any])
        #expect(object["result"] as? String == "1501", "JPY has no minor units")
        #expect(object["result_exact"] as? String == "1500.75")
        #expect(throws: (any Error).self) { try ConvertCommand.parse(["1,30", "USD"]) }
        #expect(throws: (any Error).self) { try ConvertCommand.parse(["1.30", "DOLLARS"]) }
        // `convert -5 EUR USD`: the parser takes -5 for an option, so EUR arrives as the amount.
        do {
            _ = try ConvertCommand.parse(["EUR", "USD"])
            Issue.record("a currency taken for an amount")
        } catch {
            #expect(
                ConvertCommand.message(for: error)
                    == "AMOUNT comes first, a decimal number such as 1480.79, not the currency 'EUR'; "
                    + "a negative amount goes after --, e.g. sales convert -- -5 EUR USD")
        }
        #expect(http.requests.count == 1)
    }

    @Test func listsTheCurrenciesWithTheirRateToTheDisplayCurrency() async throws {
        let (environment, console, _, _) = try makeSUT(try middlewareRates(to: "EUR", rate: "0.5"), currency: "EUR")
        try await CurrenciesCommand.parse(["--format", "tsv"]).run(in: environment)
        let lines = console.out.split(separator: "\n")
        #expect(lines.first == "code\trate\tto")
        #expect(lines.contains("EUR\t1\tEUR"), "the display currency itself")
        #expect(lines.contains("USD\t0.5\tEUR"))
        #expect(lines.count == 10)
    }

    @Test func writesTheOutputFileAtomicallyInTheFormatOfItsExtension() async throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mac.csv")
        try Data("old".utf8).write(to: file)
        let (environment, console, _, _) = try makeSUT(catalog.merging(rates) { $1 }, token: "tok")
        try await ProductCommand.parse(["mac mini", "-o", file.path, "--from", "2024-09-01", "--limit", "2"])
            .run(in: environment)
        let csv = try String(contentsOf: file, encoding: .utf8)
        #expect(csv.hasPrefix("product_id,product,date,local_date,amount,currency_code,amount_converted,currency\r\n"))
        #expect(csv.components(separatedBy: "\r\n").count == 4, "header, two sales, the end")
        #expect(console.out.isEmpty)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["mac.csv"], "no temporary file left")
    }

    @Test func reportsRevenueByMonthAsCSVThatAddsUpToTheProductTotals() async throws {
        let (environment, console, _, _) = try makeSUT(catalog.merging(rates) { $1 }, token: "tok")
        try await ReportCommand.parse(["--by", "month", "--format", "csv"]).run(in: environment)
        let rows = console.out.split(separator: "\r\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        #expect(rows.first == ["month", "sales_count", "revenue", "revenue_is_complete", "currency"])
        #expect(rows.dropFirst().map { String($0[0]) } == ["2024-06", "2024-07", "2024-08", "2024-09"])
        let count: Int = rows.dropFirst().reduce(0) { sum, row in sum + (Int(row[1]) ?? 0) }
        #expect(count == 2_485)
        let total = try rows.dropFirst().map { try decimal(String($0[2])) }.reduce(ExactDecimal.zero, +)
        #expect(
            total == (try decimal("2523813.91")), "each month rounded; the months add up to the products' total here")
        #expect(!console.out.contains("█"), "no bars off a terminal")
    }

    @Test func drawsBarsAndSparklinesOnlyOnATerminal() async throws {
        let (environment, console, _, _) = try makeSUT(
            catalog.merging(rates) { $1 }, token: "tok", console: ConsoleSpy(stdoutIsTerminal: true))
        try await ReportCommand.parse(["--by", "product"]).run(in: environment)
        let lines = console.out.split(separator: "\n")
        #expect(lines.first?.hasPrefix("PRODUCT") == true)
        #expect(lines.first?.contains("LAST 4 MONTHS") == true)
        #expect(lines.dropFirst().first?.hasPrefix("Vision Pro") == true, "most revenue first")
        #expect(lines.dropFirst().first?.hasSuffix("████████████████████████") == true, "the largest row: a full bar")
        #expect(lines.last == "10 products · 2,485 sales · USD 2,523,813.91")
    }

    @Test func reportsOneProductsSaleCurrenciesOverSomeDays() async throws {
        let (environment, console, _, _) = try makeSUT(catalog.merging(rates) { $1 }, token: "tok")
        try await ReportCommand.parse([
            "--by", "currency", "--product", "mac mini", "--from", "2024-08-01", "--to", "2024-08-31", "--json",
        ]).run(in: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [String: Any])
        #expect(object["from"] as? String == "2024-08-01")
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(
            rows.map { $0["sale_currency"] as? String }
                == rows.map { $0["sale_currency"] as? String }.sorted { ($0 ?? "") < ($1 ?? "") })
        let count: Int = rows.reduce(0) { sum, row in sum + (row["sales_count"] as? Int ?? 0) }
        #expect(count == object["sales_count"] as? Int)
        #expect((object["sales_count"] as? Int ?? 0) > 0 && (object["sales_count"] as? Int ?? 0) < 264)
    }

    /// `--period` names the days as the web pages do, from the reader's today: last month's report
    /// is the one `--from`/`--to` give for its days.
    @Test func reportsAPeriodAsTheWebPagesNameIt() async throws {
        let september = Date(timeIntervalSince1970: 1_726_401_600)  // 2024-09-15T12:00:00Z
        let (environment, console, _, _) = try makeSUT(catalog.merging(rates) { $1 }, token: "tok", now: { september })
        try await ReportCommand.parse(["--by", "product", "--period", "last-month", "--json"]).run(in: environment)
        let (days, daysConsole, _, _) = try makeSUT(catalog.merging(rates) { $1 }, token: "tok")
        try await ReportCommand.parse(["--by", "product", "--from", "2024-08-01", "--to", "2024-08-31", "--json"])
            .run(in: days)

        let object = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [String: Any])
        #expect(object["from"] as? String == "2024-08-01" && object["to"] as? String == "2024-08-31")
        let byDays = try #require(try JSONSerialization.jsonObject(with: Data(daysConsole.out.utf8)) as? [String: Any])
        let rows = try #require(object["rows"] as? NSArray)
        #expect(rows.count > 0 && rows == byDays["rows"] as? NSArray, "the same rows as the days themselves give")
        #expect(throws: (any Error).self) { try ReportCommand.parse(["--period", "last-week"]) }
        let (eur, eurConsole, _, _) = try makeSUT(catalog.merging(rates) { $1 }, token: "tok")
        try await ReportCommand.parse(["--by", "currency", "--sold-in", "eur", "--json"]).run(in: eur)
        let soldIn = try #require(try JSONSerialization.jsonObject(with: Data(eurConsole.out.utf8)) as? [String: Any])
        let currencies = (soldIn["rows"] as? [[String: Any]])?.map { $0["sale_currency"] as? String }
        #expect(currencies == ["EUR"], "--sold-in keeps the sales made in that currency only")
        #expect(throws: (any Error).self) { try ReportCommand.parse(["--sold-in", "euro"]) }
        #expect(throws: (any Error).self) {
            try ReportCommand.parse(["--period", "this-month", "--from", "2024-08-01"])
        }
    }

    /// `sales products --period` gives each product the figures the report gives it for the period's
    /// days, and the period before's beside them.
    @Test func listsTheProductsOfAPeriodBesideThePeriodBefore() async throws {
        let september = Date(timeIntervalSince1970: 1_726_401_600)  // 2024-09-15T12:00:00Z
        let answers = try catalog.merging(rates) { $1 }
        let (environment, console, _, _) = try makeSUT(answers, token: "tok", now: { september })
        try await ProductsCommand.parse(["--period", "last-month", "--sort", "revenue", "--json"]).run(in: environment)
        var reports: [[String: Any]] = []
        for (from, to) in [("2024-08-01", "2024-08-31"), ("2024-07-01", "2024-07-31")] {
            let (days, daysConsole, _, _) = try makeSUT(answers, token: "tok")
            try await ReportCommand.parse(["--by", "product", "--from", from, "--to", to, "--json"]).run(in: days)
            let object = try JSONSerialization.jsonObject(with: Data(daysConsole.out.utf8)) as? [String: Any]
            reports.append(try #require(object))
        }

        let rows = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [[String: Any]])
        #expect(
            rows.allSatisfy { $0["from"] as? String == "2024-08-01" && $0["previous_to"] as? String == "2024-07-31" })
        for (report, prefix) in zip(reports, ["", "previous_"]) {
            let reported = try #require(report["rows"] as? [[String: Any]])
            #expect(!reported.isEmpty)
            for line in reported {
                let row = try #require(rows.first { $0["id"] as? String == line["product_id"] as? String })
                #expect(row[prefix + "sales_count"] as? Int == line["sales_count"] as? Int)
                #expect(row[prefix + "revenue"] as? String == line["revenue"] as? String, "\(prefix)revenue")
            }
        }
        let revenues = rows.compactMap { ($0["revenue"] as? String).flatMap { Decimal(string: $0) } }
        #expect(revenues == revenues.sorted(by: >), "most revenue first")
        #expect(throws: (any Error).self) { try ProductsCommand.parse(["--period", "last-week"]) }
    }

    /// `--sort change`: the biggest movers first (growth from nothing above any percentage), a
    /// comparison that needs a period to compare.
    @Test func sortsAPeriodsProductsByTheChangeFromThePeriodBefore() async throws {
        let september = Date(timeIntervalSince1970: 1_726_401_600)  // 2024-09-15T12:00:00Z
        let (environment, console, _, _) = try makeSUT(
            try catalog.merging(rates) { $1 }, token: "tok", now: { september })
        try await ProductsCommand.parse(["--period", "last-month", "--sort", "change", "--json"]).run(in: environment)

        let rows = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [[String: Any]])
        let moved = rows.map { row -> Double in
            guard let percent = row["revenue_change_percent"] as? String else {
                return (row["previous_sales_count"] as? Int) == 0 && (row["sales_count"] as? Int ?? 0) > 0
                    ? .infinity : -.infinity
            }
            return Double(percent) ?? -.infinity
        }
        #expect(!rows.isEmpty && moved == moved.sorted(by: >), "\(moved)")
        #expect(throws: (any Error).self) { try ProductsCommand.parse(["--sort", "change"]) }
        #expect(throws: (any Error).self) { try ProductsCommand.parse(["--sort", "before", "--period", "all"]) }
    }

    /// `sales overview` prints the web's first page: the period's figures are the report's for its
    /// days, the period before's the report's for the month before; CSV writes them as one table.
    @Test func printsTheOverviewOfAPeriodWithTheFiguresTheReportsGive() async throws {
        let september = Date(timeIntervalSince1970: 1_726_401_600)  // 2024-09-15T12:00:00Z
        let answers = try catalog.merging(rates) { $1 }
        let (environment, console, _, _) = try makeSUT(answers, token: "tok", now: { september })
        try await OverviewCommand.parse(["--period", "last-month", "--by", "week", "--top", "1", "--json"])
            .run(in: environment)
        var totals: [String?] = []
        for (from, to) in [("2024-08-01", "2024-08-31"), ("2024-07-01", "2024-07-31")] {
            let (days, daysConsole, _, _) = try makeSUT(answers, token: "tok")
            try await ReportCommand.parse(["--from", from, "--to", to, "--json"]).run(in: days)
            let object = try JSONSerialization.jsonObject(with: Data(daysConsole.out.utf8)) as? [String: Any]
            totals.append(try #require(object)["total"] as? String)
        }

        let overview = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [String: Any])
        let current = try #require(overview["current"] as? [String: Any])
        let previous = try #require(overview["previous"] as? [String: Any])
        #expect(overview["from"] as? String == "2024-08-01" && overview["interval"] as? String == "week")
        #expect(current["revenue"] as? String == totals[0] && previous["revenue"] as? String == totals[1])
        #expect(previous["from"] as? String == "2024-07-01" && previous["revenue_change_percent"] != nil)
        #expect((overview["top_products"] as? [Any])?.count == 1)
        let weeks = try #require(overview["intervals"] as? [[String: Any]])
        #expect(weeks.first?["start"] as? String == "2024-07-29", "the ISO week that holds 1 August")

        let (csvEnvironment, csvConsole, _, _) = try makeSUT(answers, token: "tok", now: { september })
        try await OverviewCommand.parse(["--period", "last-month", "--format", "csv"]).run(in: csvEnvironment)
        let lines = csvConsole.out.components(separatedBy: "\r\n")
        #expect(
            lines.first
                == "section,name,product_id,from,to,sales_count,revenue,revenue_is_complete,sales_change_percent,"
                + "revenue_change_percent,currency")
        #expect(lines.dropFirst().first?.hasPrefix("period,This period,,2024-08-01,2024-08-31,") == true)
        #expect(lines.contains { $0.hasPrefix("previous,The period before,,2024-07-01,2024-07-31,") })
        #expect(throws: (any Error).self) { try OverviewCommand.parse(["--by", "day"]) }
        #expect(throws: (any Error).self) { try OverviewCommand.parse(["--top", "0"]) }
    }

    /// `--by week|quarter|year`: every interval of the days, their sales adding up to the report's.
    @Test func reportsByWeekQuarterOrYearAddingUpToTheMonths() async throws {
        let answers = try catalog.merging(rates) { $1 }
        var totals: [String: (count: Int?, total: String?, rows: [[String: Any]])] = [:]
        for by in ["month", "week", "quarter", "year"] {
            let (environment, console, _, _) = try makeSUT(answers, token: "tok")
            try await ReportCommand.parse(["--by", by, "--from", "2024-07-01", "--to", "2024-09-30", "--json"])
                .run(in: environment)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [String: Any])
            totals[by] = (
                object["sales_count"] as? Int, object["total"] as? String, object["rows"] as? [[String: Any]] ?? []
            )
        }

        let months = try #require(totals["month"])
        for by in ["week", "quarter", "year"] {
            let report = try #require(totals[by])
            #expect(report.count == months.count && report.total == months.total, "\(by)")
            #expect(report.rows.compactMap { $0["sales_count"] as? Int }.reduce(0, +) == months.count, "\(by)")
        }
        let weeks = try #require(totals["week"]).rows
        #expect(weeks.first?["from"] as? String == "2024-07-01" && weeks.last?["to"] as? String == "2024-09-30")
        #expect(weeks.count == 14, "1 July is a Monday; 30 September a Monday too")
    }

    @Test func buildsAQuoteAndPricesItInAnotherCurrency() async throws {
        let quotes = InMemoryQuoteStore()
        let answers = try catalog.merging(middlewareRates(to: "CHF", rate: "0.5")) { $1 }
        let (environment, console, _, _) = try makeSUT(answers, token: "tok", currency: "CHF", quotes: quotes)
        try await QuoteAddCommand.parse(["mac mini", "--price", "599.99", "--quantity", "2"]).run(in: environment)
        try await QuoteAddCommand.parse(["imac", "--price", "1000", "--currency", "eur"]).run(in: environment)
        try await QuoteAddCommand.parse(["mac mini", "--price", "500"]).run(in: environment)
        try await QuoteRemoveCommand.parse(["imac"]).run(in: environment)
        try await QuoteShowCommand.parse(["--format", "csv"]).run(in: environment)
        #expect(
            console.out
                == "product_id,product,quantity,unit_price,unit_currency,unit_price_converted,total,currency\r\n"
                + "7019D8A7-0B35-4057-B7F9-8C5471961ED0,Mac mini,3,500.00,USD,250.00,750.00,CHF\r\n")
        #expect(console.err.contains("Added 2 × Mac mini at USD 599.99 (2 in the quote)."))
        #expect(console.err.contains("Added 1 × Mac mini at USD 500.00 (3 in the quote)."))
        #expect(console.err.contains("Removed iMac."))
    }

    @Test func showsTheQuoteAtItsOwnPricesAndExitsFourWhenTheMiddlewareIsDown() async throws {
        let quotes = InMemoryQuoteStore()
        try quotes.update { (quote: inout Quote) throws(ClientError) in try add(&quote, "P", "Phone", "10.50", "EUR", 2)
        }
        let (environment, console, _, _) = try makeSUT([:], quotes: quotes)
        await #expect(throws: ExitCode(4)) { try await QuoteShowCommand.parse(["--json"]).run(in: environment) }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [String: Any])
        #expect(object["total"] is NSNull)
        #expect((object["lines"] as? [[String: Any]])?.first?["unit_price"] as? String == "10.50")
        #expect(console.err.contains("prices shown in their own currencies"))
    }

    @Test func refusesQuoteChangesThatMakeNoSenseBeforeAnyRequest() async throws {
        #expect(throws: (any Error).self) { try QuoteAddCommand.parse(["x", "--price", "0"]) }
        #expect(throws: (any Error).self) { try QuoteAddCommand.parse(["x", "--price", "1,5"]) }
        #expect(throws: (any Error).self) { try QuoteAddCommand.parse(["x", "--price", "1", "--quantity", "0"]) }
        #expect(throws: (any Error).self) { try QuoteAddCommand.parse(["x", "--price", "1", "--currency", "EURO"]) }
        let (environment, _, _, http) = try makeSUT([:])
        await #expect(throws: ClientError.productNotFound("ghost")) {
            try await QuoteRemoveCommand.parse(["ghost"]).run(in: environment)
        }
        #expect(http.requests.isEmpty)
    }

    @Test func namesEveryMatchOfAnAmbiguousProductAndExitsOne() async throws {
        let (environment, _, _, _) = try makeSUT(catalog.merging(rates) { $1 }, token: "tok")
        await #expect {
            try await ProductCommand.parse(["mac"]).run(in: environment)
        } throws: { error in
            guard case ClientError.ambiguousProduct("mac", let matches) = error else { return false }
            return matches.count == 3 && matches.allSatisfy { $0.contains(" (id ") }
                && (error as? ClientError)?.exitCode == 1
        }
    }

    @Test func refusesDaysThatAreNotDaysOrComeInTheWrongOrder() {
        #expect(throws: (any Error).self) { try ProductCommand.parse(["x", "--from", "2024-02-30"]) }
        #expect(throws: (any Error).self) {
            try ProductCommand.parse(["x", "--from", "2024-07-02", "--to", "2024-07-01"])
        }
        #expect(throws: (any Error).self) { try ProductCommand.parse(["x", "--limit", "0"]) }
        #expect(throws: (any Error).self) { try ProductsCommand.parse(["--json", "--format", "csv"]) }
        #expect(throws: (any Error).self) { try ReportCommand.parse(["--by", "fortnight"]) }
        #expect(throws: (any Error).self) { try ReportCommand.parse(["--by", "week", "--sold-in", "EUR"]) }
        #expect(throws: (any Error).self) { try ReportCommand.parse(["--to", "2024-13-01"]) }
    }

    @Test func showsAProductInUSDAsJSON() async throws {
        let (environment, console, _, _) = try makeSUT(catalog.merging(rates) { $1 }, token: "tok")
        try await ProductCommand.parse(["mac mini", "--json"]).run(in: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [String: Any])
        #expect(object["sales_count"] as? Int == 264)
        #expect(object["total_usd"] as? String == "267716.41")
        #expect(object["total_is_complete"] as? Bool == true)
    }

    @Test func saysWhereAPageBeyondTheLastSaleStartedAndKeepsTheOffsetAsked() async throws {
        let (environment, console, _, _) = try makeSUT(catalog.merging(rates) { $1 }, token: "tok")
        try await ProductCommand.parse(["Mac mini", "--offset", "5000"]).run(in: environment)
        #expect(console.out.hasSuffix("no sales from 5,001 (--offset): there are 264\n"))
        let json = ConsoleSpy()
        let (jsonEnvironment, _, _, _) = try makeSUT(catalog.merging(rates) { $1 }, token: "tok", console: json)
        try await ProductCommand.parse(["Mac mini", "--offset", "5000", "--limit", "\(Int.max)", "--json"])
            .run(in: jsonEnvironment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["offset"] as? Int == 5000)
        #expect((object["sales"] as? [Any])?.isEmpty == true)
    }

    @Test func showsTheSalesWithoutUSDAndExitsFourWhenTheMiddlewareIsDown() async throws {
        let (environment, console, _, _) = try makeSUT(catalog, token: "tok")
        let command = try ProductCommand.parse(["iMac", "--json"])
        await #expect(throws: ExitCode(4)) { try await command.run(in: environment) }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [String: Any])
        #expect(object["total_usd"] is NSNull)
        #expect(object["sales_count"] as? Int == 189)
        #expect(console.err.contains("cannot reach the rates middleware"))
    }

    @Test func printsTheDirectRates() async throws {
        let (environment, console, _, _) = try makeSUT(rates)
        try await RatesCommand.parse(["--json"]).run(in: environment)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(console.out.utf8)) as? [[String: Any]])
        #expect(
            entries.compactMap { $0["from"] as? String } == ["AUD", "BRL", "CAD", "EUR", "GBP", "INR", "JPY", "ZAR"])
        #expect(console.out.contains(#""rate": 0.5955216769890424011434016198189614102"#), "exact, every digit")
    }

    @Test func logsOutOnceAndSaysSo() throws {
        let (environment, console, tokens, _) = try makeSUT([:], token: "tok")
        try LogoutCommand.parse([]).run(in: environment)
        try LogoutCommand.parse([]).run(in: environment)
        #expect(tokens.token == nil)
        #expect(console.err == "Logged out.\nNot logged in.\n")
    }

    @Test func logsOutEverythingWithAllAndSaysSo() throws {
        let (environment, console, tokens, _) = try makeSUT([:], token: "tok")
        try LogoutCommand.parse(["--all"]).run(in: environment)
        #expect(tokens.allDeleted == 1 && tokens.token == nil)
        #expect(console.err == "Forgot every session, local copy and kept rates of sales on this machine.\n")
    }

    private var catalog: [String: [Result<TransportResponse, TransportError>]] {
        get throws {
            [
                "/products": [response(200, try fixture("products.json"))],
                "/sales": [response(200, try fixture("sales.json"))],
            ]
        }
    }

    private var rates: [String: [Result<TransportResponse, TransportError>]] {
        get throws { try middlewareRates() }
    }

    private func makeSUT(
        _ answers: [String: [Result<TransportResponse, TransportError>]], token: String? = nil, input: [String] = [],
        currency: String = "USD", console: ConsoleSpy = ConsoleSpy(), quotes: InMemoryQuoteStore = InMemoryQuoteStore(),
        now: @escaping @Sendable () -> Date = Date.init, processEnvironment: [String: String] = [:]
    ) throws -> (ClientEnvironment, ConsoleSpy, TokenStoreSpy, TransportStub) {
        let http = TransportStub(answers)
        let tokens = TokenStoreSpy(token: token.flatMap(AccessToken.init))
        let api = SalesAPI(
            http: http,
            apiURL: try #require(URL(string: "http://upstream.test")),
            ratesURL: try #require(URL(string: "http://middleware.test/rates")),
            timeout: .seconds(5)
        )
        let environment = ClientEnvironment(
            session: SalesSession(
                api: api, tokens: tokens, copies: InMemoryLocalCopyStore(), policy: CachePolicy(maxAge: .zero, now: now)
            ),
            console: console.console, input: ScriptedInput(input),
            currency: try code(currency), quotes: quotes, processEnvironment: processEnvironment)
        return (environment, console, tokens, http)
    }
}
