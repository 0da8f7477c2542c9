/// The shape of a generated data set (`--products N --sales M --currencies K --max-steps S`).
public struct GeneratorOptions: Sendable, Equatable {
    public var seed: UInt64 = 1
    public var products = 10
    public var sales = 2_500
    /// Currencies that reach USD, USD included (up to 17,576 three-letter codes in all).
    public var currencies = 9
    /// The longest chain of rates from a currency to USD; at least one currency needs exactly this many.
    public var maxSteps = 4
    /// Extra currencies on an island of their own, with sales but no path to USD.
    public var unreachableCurrencies = 0
    /// Extra rate entries that a client must skip: zero, negative, string, null, self-loop, bad code.
    public var invalidPairs = 0

    public init() {}

    /// Why these options cannot generate a data set, or `nil`.
    public var validationProblem: String? {
        if products < 1 { return "--products must be at least 1" }
        if sales < 0 { return "--sales must not be negative" }
        if currencies < 1 { return "--currencies must be at least 1 (USD)" }
        if maxSteps < 1 { return "--max-steps must be at least 1" }
        if currencies > 1 && maxSteps > currencies - 1 { return "--max-steps cannot exceed --currencies minus 1" }
        if unreachableCurrencies < 0 || invalidPairs < 0 { return "counts must not be negative" }
        if unreachableCurrencies == 1 { return "--unreachable needs at least 2 currencies (an island is a pair)" }
        if currencies + unreachableCurrencies > 26 * 26 * 26 { return "there are only 17,576 three-letter codes" }
        return nil
    }
}
