import Foundation
import SalesCore
import TestKit
import Testing

@Suite struct RateTableTests {
    // MARK: - The captured upstream graph

    @Test func solvesTheCapturedRatesToThePublishedValues() throws {
        let table = try makeFixtureTable()
        let expected = [
            "EUR": "1.18", "GBP": "1.3216", "JPY": "0.0092512", "CAD": "0.740096", "BRL": "0.14061824",
            "INR": "0.011910433539780848", "ZAR": "0.059552167698904236", "AUD": "0.5955216769890423",
        ]
        for (currency, value) in expected {
            let solved = try #require(table.rate(from: code(currency)), "\(currency)")
            #expect(relativeError(solved, try decimal(value)) < 1e-15, "\(currency): \(solved)")
        }
        #expect(table.unreachable.isEmpty)
        #expect(table.inconsistencyCount == 0)
    }

    @Test func multipliesExactlyAlongRatesQuotedTowardTheTarget() throws {
        let table = try makeFixtureTable()
        #expect(table.rate(from: try code("GBP")) == (try decimal("1.3216")))
        #expect(table.rate(from: try code("BRL")) == (try decimal("0.14061824")))
    }

    @Test func listsOneDirectRatePerReachableCurrencyByCode() throws {
        let table = try makeFixtureTable()
        #expect(table.directRates.map(\.from.code) == ["AUD", "BRL", "CAD", "EUR", "GBP", "INR", "JPY", "ZAR"])
        #expect(table.directRates.allSatisfy { $0.to == .usd })
        #expect(table.rate(from: .usd) == 1)
    }

    @Test func explainsEachPathStepByStep() throws {
        let table = try makeFixtureTable()
        let gbp = try #require(table.path(from: code("GBP")))
        #expect(gbp.steps.map(\.from.code) == ["GBP", "EUR"])
        #expect(gbp.steps.map(\.to.code) == ["EUR", "USD"])
        #expect(gbp.steps.map(\.rate) == [try decimal("1.12"), try decimal("1.18")])
        #expect(gbp.description == "GBP → EUR (×1.12) → USD (×1.18) = 1.3216")

        let inr = try #require(table.path(from: code("INR")))
        #expect(inr.steps.count == 1)
        #expect(inr.steps[0].isInverted)
        #expect(inr.steps[0].upstream == (try rate("USD", "INR", "83.96")))
        #expect(
            inr.description == "INR → USD (÷83.96) = 0.011910433539780848022868032396379228204",
            "1 / 83.96, rounded once to 38 significant digits")

        #expect(table.steps(from: try code("AUD")) == 3)
        #expect(table.path(from: .usd)?.steps.isEmpty == true)
        #expect(table.path(from: try code("XXX")) == nil)
    }

    @Test func convertsMoneyWithoutRounding() throws {
        let table = try makeFixtureTable()
        let amount = try decimal("1480.79")
        let converted = table.convert(Money(amount: amount, currency: try code("AUD")))
        #expect(converted?.currency == .usd)
        #expect(converted?.amount == amount * (try #require(table.rate(from: code("AUD")))))
        #expect(converted?.amount.description.hasPrefix("881.842544068604") == true)
        #expect(table.convert(Money(amount: 5, currency: try code("XXX"))) == nil)
    }

    @Test func solvesForAnyTargetCurrency() throws {
        let rates = try RatesMapper.map(Repository.fixture("rates.json"), statusCode: 200).elements
        let toUSD = RateTable(rates: rates)
        let toEUR = RateTable(rates: rates, target: try code("EUR"))
        #expect(toEUR.target.code == "EUR")
        #expect(toEUR.rate(from: try code("GBP")) == (try decimal("1.12")))
        #expect(toEUR.rate(from: .usd) == (try decimal("0.84745762711864406779661016949152542373")))
        for currency in toUSD.directRates.map(\.from) where currency.code != "EUR" {
            let usd = try #require(toUSD.rate(from: currency))
            let viaUSD = try #require(ExactDecimal.quotient(usd, try decimal("1.18")))
            #expect(relativeError(try #require(toEUR.rate(from: currency)), viaUSD) < 1e-30, "\(currency)")
        }
    }

    // MARK: - Shapes of graphs

    @Test func followsChainsOfAnyLength() throws {
        let letters = Array("ABCDEFGHIJKL")
        var rates = try (0..<letters.count - 1).map { try rate("\(letters[$0])AA", "\(letters[$0 + 1])AA", "2") }
        rates.append(try rate("LAA", "USD", "2"))
        let table = RateTable(rates: rates.shuffled())
        #expect(table.rate(from: try code("AAA")) == 4096)
        #expect(table.steps(from: try code("AAA")) == 12)
        #expect(table.path(from: try code("AAA"))?.steps.count == 12)

        let inverted = RateTable(rates: rates, target: try code("AAA"))
        #expect(inverted.rate(from: .usd) == (try decimal("0.000244140625")))
        #expect(inverted.path(from: .usd)?.steps.allSatisfy(\.isInverted) == true)
    }

    @Test func walksCyclesOnceAndReportsTheRateThatDisagrees() throws {
        let cyclic = RateTable(rates: [
            try rate("AAA", "BBB", "2"), try rate("BBB", "CCC", "3"), try rate("CCC", "AAA", "0.5"),
            try rate("AAA", "USD", "4"),
        ])
        // BBB and CCC are one step from AAA each; the cycle's third rate, BBB→CCC, goes unused.
        #expect(cyclic.rate(from: try code("BBB")) == 2)
        #expect(cyclic.rate(from: try code("CCC")) == 2)
        #expect(cyclic.unreachable.isEmpty)
        // BBB and CCC are both worth 2 USD, so BBB→CCC should be 1, not 3.
        #expect(cyclic.inconsistencyCount == 1)
        let inconsistency = try #require(cyclic.inconsistencies.first)
        #expect(inconsistency.rate == (try rate("BBB", "CCC", "3")))
        #expect(inconsistency.expected == 1)
    }

    @Test func prefersTheQuotedDirectionOverTheInverseOfTheOther() throws {
        let table = RateTable(rates: [try rate("USD", "EUR", "0.8"), try rate("EUR", "USD", "1.18")])
        #expect(table.rate(from: try code("EUR")) == (try decimal("1.18")))
        #expect(table.path(from: try code("EUR"))?.steps.first?.isInverted == false)
        let inconsistency = try #require(table.inconsistencies.first)
        #expect(inconsistency.rate == (try rate("USD", "EUR", "0.8")))
        #expect(inconsistency.relativeDifference == ExactDecimal("0.056"))
        #expect(inconsistency.description.contains("USD→EUR 0.8 disagrees"))
    }

    @Test func keepsTheFirstOfDuplicatePairsAndReportsConflictingOnes() throws {
        let table = RateTable(rates: [
            try rate("EUR", "USD", "1.18"), try rate("EUR", "USD", "1.18"), try rate("EUR", "USD", "1.25"),
        ])
        #expect(table.rate(from: try code("EUR")) == (try decimal("1.18")))
        #expect(table.inconsistencyCount == 1)
        #expect(table.inconsistencies.map(\.rate.rate) == [try decimal("1.25")])
    }

    @Test func toleratesDisagreementWithinTheTolerance() throws {
        let rates = [try rate("EUR", "USD", "1.18"), try rate("USD", "EUR", "0.8475")]
        #expect(RateTable(rates: rates).inconsistencyCount == 0)
        #expect(RateTable(rates: rates, options: .init(tolerance: try decimal("1e-6"))).inconsistencyCount == 1)
    }

    @Test func reportsCurrenciesThatCannotReachTheTarget() throws {
        let table = RateTable(rates: [
            try rate("EUR", "USD", "1.18"), try rate("XAA", "XBB", "2"), try rate("XCC", "XBB", "3"),
        ])
        #expect(table.unreachable.map(\.currency.code) == ["XAA", "XBB", "XCC"])
        #expect(table.unreachable.allSatisfy { $0.reason == .noPath })
        #expect(table.rate(from: try code("XAA")) == nil)
        #expect(table.directRates.map(\.from.code) == ["EUR"])
    }

    @Test func reportsEverythingUnreachableWhenTheTargetIsAbsent() throws {
        let table = RateTable(rates: [try rate("EUR", "GBP", "0.85")])
        #expect(table.unreachable.map(\.currency.code) == ["EUR", "GBP"])
        #expect(table.directRates.isEmpty)
    }

    @Test func solvesAnEmptyListToTheTargetAlone() {
        let table = RateTable(rates: [])
        #expect(table.rate(from: .usd) == 1)
        #expect(table.directRates.isEmpty && table.unreachable.isEmpty)
    }

    @Test func choosesTheFewestSteps() throws {
        let table = RateTable(rates: [
            try rate("GBP", "EUR", "1.12"), try rate("EUR", "USD", "1.18"), try rate("GBP", "USD", "1.3"),
        ])
        #expect(table.rate(from: try code("GBP")) == (try decimal("1.3")))
        #expect(table.inconsistencies.map(\.rate) == [try rate("GBP", "EUR", "1.12")])
    }

    @Test func breaksTiesAlphabeticallyWhateverTheInputOrder() throws {
        let rates = [
            try rate("XXX", "BBB", "3"), try rate("BBB", "USD", "1"), try rate("XXX", "AAA", "2"),
            try rate("AAA", "USD", "1"),
        ]
        for permutation in [rates, rates.reversed(), [rates[2], rates[0], rates[3], rates[1]]] {
            let path = try #require(RateTable(rates: permutation).path(from: code("XXX")))
            #expect(path.steps.map(\.to.code) == ["AAA", "USD"])
        }
    }

    @Test func breaksTiesByQuotedDirectionBeforeAlphabet() throws {
        // Via AAA needs AAA→XXX backwards; via BBB uses XXX→BBB as quoted.
        let table = RateTable(rates: [
            try rate("AAA", "XXX", "0.5"), try rate("AAA", "USD", "1"), try rate("XXX", "BBB", "3"),
            try rate("BBB", "USD", "1"),
        ])
        #expect(table.path(from: try code("XXX"))?.steps.map(\.to.code) == ["BBB", "USD"])
    }

    // MARK: - Every magnitude

    @Test func reportsACurrencyWhoseRateLeavesTheRangeAsUnreachableWithTheReason() throws {
        let table = RateTable(rates: [try rate("AAA", "BBB", "1e99"), try rate("BBB", "USD", "1e2")])
        #expect(table.rate(from: try code("BBB")) == 100)
        #expect(table.rate(from: try code("AAA")) == nil)
        #expect(
            table.unreachable == [
                UnreachableCurrency(currency: try code("AAA"), reason: .outOfRange(magnitudeExponent: 101))
            ])
        #expect(table.unreachable.first?.reason.description.contains("1e101") == true)
    }

    @Test func solvesPathsThatPassOutsideTheRangeAndComeBack() throws {
        // AAA → BBB → USD is 1e-60 × 1e-60 = 1e-120 on the way, but CCC's own product is 1e-60.
        let table = RateTable(rates: [
            try rate("BBB", "USD", "1e-60"), try rate("AAA", "BBB", "1e-60"), try rate("AAA", "CCC", "1e-60"),
        ])
        #expect(table.rate(from: try code("AAA")) == nil)
        #expect(table.rate(from: try code("CCC")) == (try decimal("1e-60")))
    }

    @Test func neverLosesTheDivisorAsFoundationsDecimalDid() throws {
        // USD ← XAA at 0.00000364505, XAA ← XBB at 2.0524e29, with XBB → XAA used backwards.
        let table = RateTable(rates: [
            try rate("USD", "XAA", "0.00000364505"), try rate("XBB", "USD", "205240000000000000000000000000"),
        ])
        let solved = try #require(table.rate(from: code("XAA")))
        #expect(
            solved.normalized.description
                == (Rational(1) / (try #require(Rational("0.00000364505")))).roundedString(significantDigits: 38))
    }

    @Test func stopsFollowingChainsBeyondTheMaximumSteps() throws {
        let codes = try (0..<6).map { try code("X\(Character(UnicodeScalar(65 + $0) ?? "A"))A") }
        var rates = [try ConversionRate(from: codes[0], to: .usd, rate: 2)]
        for index in 1..<codes.count {
            rates.append(try ConversionRate(from: codes[index], to: codes[index - 1], rate: 2))
        }
        let table = RateTable(rates: rates, options: .init(maximumSteps: 4))
        #expect(table.rate(from: codes[3]) == 16)
        #expect(table.rate(from: codes[4]) == nil)
        #expect(table.unreachable.map(\.reason) == [.tooManySteps(5), .tooManySteps(6)])
    }

    @Test func capsTheInconsistencyReportButCountsEverything() throws {
        var rates = [try rate("EUR", "USD", "1")]
        rates += try (0..<20).map { _ in try rate("EUR", "USD", "2") }
        let table = RateTable(rates: rates, options: .init(inconsistencyReportLimit: 5))
        #expect(table.inconsistencyCount == 20)
        #expect(table.inconsistencies.count == 5)
    }

    private func makeFixtureTable() throws -> RateTable {
        RateTable(rates: try RatesMapper.map(Repository.fixture("rates.json"), statusCode: 200).elements)
    }
}
