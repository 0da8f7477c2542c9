import SalesClient
import SalesCore

/// The `rates` of a web router whose tests show the figures in the server's currency only: the
/// middleware converts to no other.
let noOtherRates: @Sendable (CurrencyCode) async -> RatesLoad = { code in
    RatesLoad(rates: .failure(.unknownCurrency(code.code, available: [])))
}
