import ArgumentParser

/// `--currency CODE`: the display currency of the commands that show converted amounts.
public struct CurrencyOption: ParsableArguments, Sendable {
    @Option(help: "Show converted amounts in this currency, e.g. EUR (SALES_CURRENCY; default USD).")
    public var currency: String?

    public init() {}

    // No validate(): checked with SALES_CURRENCY, which it overrides, when the configuration is made.
}
