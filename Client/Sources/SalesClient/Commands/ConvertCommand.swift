import ArgumentParser
import SalesCore
import SalesJSON

/// `sales convert AMOUNT FROM [TO]`: an amount in another currency, exactly.
package struct ConvertCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert an amount between currencies with the middleware's rates.",
        discussion: """
            The result is exact, shown rounded half-to-even to the target currency's minor units \
            (--exact: every digit). TO defaults to the display currency (--currency, SALES_CURRENCY, USD). \
            Example: sales convert 1.30 USD EUR
            """
    )

    @OptionGroup package var options: GlobalOptions
    @OptionGroup package var currency: CurrencyOption

    @Argument(help: "The amount, e.g. 1480.79 (a plain decimal).")
    package var amount: String

    @Argument(help: "Its currency, e.g. AUD.")
    package var from: String

    @Argument(help: "The currency to convert into (default: the display currency).")
    package var to: String?

    @Flag(help: "Show every digit of the result instead of rounding to the currency's minor units.")
    package var exact = false

    @Flag(help: "Print JSON: {\"amount\", \"from\", \"to\", \"rate\", \"result\", \"result_exact\"}.")
    package var json = false

    package init() {}

    package func validate() throws {
        _ = try parsedAmount()
        _ = try CurrencyArgument.parse(from, name: "FROM")
        if let to { _ = try CurrencyArgument.parse(to, name: "TO") }
    }

    package func run() async throws {
        try await run(in: .live(options, currency: currency))
    }

    package func run(in environment: ClientEnvironment) async throws {
        let value = try parsedAmount()
        let source = try CurrencyArgument.parse(from, name: "FROM")
        let target =
            try to.map { text throws(ValidationError) in try CurrencyArgument.parse(text, name: "TO") }
            ?? environment.currency
        let (table, asOf, offline) = try await CommandLoading.rates(in: environment, to: target)
        guard let rate = table.rate(from: source) else {
            let known = (table.directRates.map(\.from) + [target]).map(\.code).sorted()
            throw ClientError.unknownCurrency(source.code, available: known)
        }
        let result = Money(amount: value * rate, currency: target)
        let grouped = MoneyFormatter()
        let plain = MoneyFormatter(groupingSeparator: "", decimalSeparator: ".")
        if json {
            var text = JSONWriter.readable()
            text.object { text in
                text.member("amount", value.description)
                text.member("from", source.code)
                text.member("to", target.code)
                text.member("rate", rate)
                text.member("result", plain.amountString(from: result))
                text.member("result_exact", plain.amountString(from: result, precision: .exact))
                if let asOf { text.member("as_of", Timestamp.string(from: asOf)) }
                text.member("offline", offline)
            }
            try environment.console.print(text.text)
        } else {
            try environment.console.print(grouped.string(from: result, precision: exact ? .exact : .rounded))
        }
    }

    private func parsedAmount() throws(ValidationError) -> ExactDecimal {
        guard let value = ExactDecimal(amount.trimmingCharacters(in: .whitespaces)) else {
            // `convert -5 EUR USD`: the parser takes `-5` for an option and EUR for the amount.
            if CurrencyCode(anyCase: amount) != nil {
                throw ValidationError(
                    "AMOUNT comes first, a decimal number such as 1480.79, not the currency '\(amount)'; "
                        + "a negative amount goes after --, e.g. sales convert -- -5 \(amount) \(from.prefix(32))")
            }
            throw ValidationError("AMOUNT must be a decimal number such as 1480.79, not '\(amount.prefix(32))'")
        }
        return value
    }
}
