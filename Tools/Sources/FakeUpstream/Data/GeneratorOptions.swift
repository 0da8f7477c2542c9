/// The shape of a generated data set (`--products N --sales M --currencies K --max-steps S`).
package struct GeneratorOptions: Sendable, Equatable {
    package var seed: UInt64 = 1
    package var products = 10
    package var sales = 2_500
    /// Currencies that reach USD, USD included (up to 17,576 three-letter codes in all).
    package var currencies = 9
    /// The longest chain of rates from a currency to USD; at least one currency needs exactly this many.
    package var maxSteps = 4
    /// Extra currencies on an island of their own, with sales but no path to USD.
    package var unreachableCurrencies = 0
    /// Extra rate entries that a client must skip: zero, negative, string, null, self-loop, bad code.
    package var invalidPairs = 0

    /// The most of each that fits one answer: a body is one NIO `ByteBuffer`, at most 4 GiB, and a
    /// sale takes about 130 bytes of JSON, a product 70, a rate entry 48 (a margin kept).
    package static let maximumSales = 25_000_000
    package static let maximumProducts = 25_000_000
    package static let maximumInvalidPairs = 25_000_000

    package init() {}

    /// Why these options cannot generate a data set, or `nil`.
    package var validationProblem: String? {
        if products < 1 { return "--products must be at least 1" }
        if products > Self.maximumProducts {
            return "--products must be at most 25,000,000 (one answer is at most 4 GiB)"
        }
        if sales < 0 { return "--sales must not be negative" }
        if sales > Self.maximumSales { return "--sales must be at most 25,000,000 (one answer is at most 4 GiB)" }
        if currencies < 1 { return "--currencies must be at least 1 (USD)" }
        if maxSteps < 1 { return "--max-steps must be at least 1" }
        if currencies > 1 && maxSteps > currencies - 1 { return "--max-steps cannot exceed --currencies minus 1" }
        if unreachableCurrencies < 0 || invalidPairs < 0 { return "counts must not be negative" }
        if invalidPairs > Self.maximumInvalidPairs { return "--invalid-pairs must be at most 25,000,000" }
        if unreachableCurrencies == 1 { return "--unreachable needs at least 2 currencies (an island is a pair)" }
        if currencies + unreachableCurrencies > 26 * 26 * 26 { return "there are only 17,576 three-letter codes" }
        return nil
    }
}
