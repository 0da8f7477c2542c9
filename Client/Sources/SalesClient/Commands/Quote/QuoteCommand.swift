import ArgumentParser

/// `sales quote`: a basket of products with unit prices, priced in any currency, kept between runs.
package struct QuoteCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "quote",
        abstract: "Price a basket of products in any currency; the quote is kept between runs.",
        discussion: """
            The quote lives in the data directory ($XDG_DATA_HOME/saleassistant/quote.json, 0600). A file that \
            cannot be read is moved aside with a warning and a new quote begins.
            """,
        subcommands: [QuoteAddCommand.self, QuoteRemoveCommand.self, QuoteShowCommand.self, QuoteClearCommand.self],
        defaultSubcommand: QuoteShowCommand.self
    )

    package init() {}
}
