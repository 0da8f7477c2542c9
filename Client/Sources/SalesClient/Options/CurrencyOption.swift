import ArgumentParser

/// `--currency CODE`: the display currency of the commands that show converted amounts.
package struct CurrencyOption: ParsableArguments, Sendable {
    @Option(help: "Show converted amounts in this currency, e.g. EUR (SALES_CURRENCY; default USD).")
    package var currency: String?

    package init() {}

    // No validate(): checked with SALES_CURRENCY, which it overrides, when the configuration is made.
}
