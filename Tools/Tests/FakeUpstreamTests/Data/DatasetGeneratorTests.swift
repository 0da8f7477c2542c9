import FakeUpstream
import Foundation
import SalesCore
import Testing

@Suite struct DatasetGeneratorTests {
    @Test func generatesTheSameBytesForTheSameSeed() {
        let options = makeOptions(seed: 42)
        #expect(DatasetGenerator(options: options).generate() == DatasetGenerator(options: options).generate())
        #expect(
            DatasetGenerator(options: options).generate() != DatasetGenerator(options: makeOptions(seed: 43)).generate()
        )
    }

    @Test func generatesProductsAndSalesThatCoreReadsWithoutSkipping() throws {
        let dataset = DatasetGenerator(options: makeOptions()).generate()
        let products = try ProductsMapper.map(Data(buffer: dataset.products), statusCode: 200)
        let sales = try SalesMapper.map(Data(buffer: dataset.sales), statusCode: 200)

        #expect(products.elements.count == 40 && products.skipped.isEmpty)
        #expect(Set(products.elements.map(\.name)).count == 40)
        #expect(products.elements.allSatisfy { UUID(uuidString: $0.id.rawValue)?.uuidString == $0.id.rawValue })
        #expect(sales.elements.count == 3_000 && sales.skipped.isEmpty)
        let ids = Set(products.elements.map(\.id))
        #expect(sales.elements.allSatisfy { ids.contains($0.productID) })
        #expect(Set(sales.elements.map(\.amount.currency)).count == 14)
    }

    @Test func generatesARateGraphOfTheAskedShape() throws {
        let dataset = DatasetGenerator(options: makeOptions()).generate()
        let rates = try RatesMapper.map(Data(buffer: dataset.rates), statusCode: 200)
        let table = RateTable(rates: rates.elements)

        #expect(rates.skipped.count == 6)
        #expect(table.directRates.count == 11)  // 12 currencies reach USD, USD included
        #expect(table.unreachable.count == 2)
        #expect(table.inconsistencyCount == 0)
        let steps = table.directRates.compactMap { table.steps(from: $0.from) }
        #expect(steps.max() == 5)
        let inverted = table.directRates.compactMap { table.path(from: $0.from) }.flatMap(\.steps).filter(\.isInverted)
        #expect(!inverted.isEmpty)
    }

    @Test func scalesToLargeCatalogs() throws {
        var options = GeneratorOptions()
        options.products = 2_000
        options.sales = 50_000
        options.currencies = 300
        options.maxSteps = 8
        let dataset = DatasetGenerator(options: options).generate()
        #expect(try SalesMapper.map(Data(buffer: dataset.sales), statusCode: 200).elements.count == 50_000)
        let table = RateTable(rates: try RatesMapper.map(Data(buffer: dataset.rates), statusCode: 200).elements)
        #expect(table.directRates.count == 299)
        #expect(table.directRates.compactMap { table.steps(from: $0.from) }.max() == 8)
    }

    @Test func refusesImpossibleShapes() {
        var options = GeneratorOptions()
        options.currencies = 3
        options.maxSteps = 5
        #expect(options.validationProblem != nil)
        options.maxSteps = 2
        options.unreachableCurrencies = 1
        #expect(options.validationProblem != nil)
        options.unreachableCurrencies = 0
        #expect(options.validationProblem == nil)
    }

    @Test func refusesSizesOneAnswerCannotHold() {
        var options = GeneratorOptions()
        options.products = 1
        options.sales = 40_000_000
        #expect(options.validationProblem == "--sales must be at most 25,000,000 (one answer is at most 4 GiB)")
        options.sales = Int.max
        #expect(options.validationProblem != nil)
        options.sales = GeneratorOptions.maximumSales
        #expect(options.validationProblem == nil)
        options.products = Int.max
        #expect(options.validationProblem != nil)
        options.products = 1
        options.invalidPairs = Int.max
        #expect(options.validationProblem != nil)
    }

    private func makeOptions(seed: UInt64 = 1) -> GeneratorOptions {
        var options = GeneratorOptions()
        options.seed = seed
        options.products = 40
        options.sales = 3_000
        options.currencies = 12
        options.maxSteps = 5
        options.unreachableCurrencies = 2
        options.invalidPairs = 6
        return options
    }
}

@Suite struct ConfigurationTests {
    @Test func readsTheEnvironment() throws {
        let configuration = try FakeUpstreamConfiguration(environment: [
            "FAKE_UPSTREAM_HOST": "0.0.0.0", "FAKE_UPSTREAM_PORT": "9000", "FAKE_UPSTREAM_TOKEN_LIFETIME": "2.5",
            "FAKE_UPSTREAM_FIXTURES": "/data", "LOG_LEVEL": "DEBUG",
        ])
        #expect(configuration.host == "0.0.0.0")
        #expect(configuration.port == 9000)
        #expect(configuration.tokenLifetime == .milliseconds(2500))
        #expect(configuration.data == .fixtures(directory: "/data"))
        #expect(configuration.logLevel == .debug)
    }

    @Test(arguments: [
        ["FAKE_UPSTREAM_PORT": "http"], ["FAKE_UPSTREAM_PORT": "70000"], ["FAKE_UPSTREAM_TOKEN_LIFETIME": "0"],
        ["FAKE_UPSTREAM_TOKEN_LIFETIME": "nan"], ["LOG_LEVEL": "loud"],
    ])
    func refusesInvalidValuesNamingTheVariable(_ environment: [String: String]) {
        #expect {
            try FakeUpstreamConfiguration(environment: environment)
        } throws: { error in
            "\(error)".contains(environment.keys.first ?? "?")
        }
    }
}
