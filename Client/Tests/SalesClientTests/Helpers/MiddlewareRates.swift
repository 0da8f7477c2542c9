import Foundation
import SalesClient
import SalesCore
import SalesHTTP

/// The middleware's answer for the fixtures, keyed for ``TransportStub``: direct rates to USD.
func middlewareRates() throws -> [String: [Result<TransportResponse, TransportError>]] {
    let body =
        "["
        + (try fixtureRates()).directRates.map { #"{"from":"\#($0.from)","to":"USD","rate":\#($0.rate)}"# }
        .joined(separator: ",") + "]"
    return ["/rates": [response(200, body)]]
}

/// The middleware's answer for `?to=CODE`: USD at `rate`, and the fixtures' other currencies through USD.
func middlewareRates(to target: String, rate: String) throws -> [String: [Result<TransportResponse, TransportError>]] {
    let factor = try decimal(rate)
    let entries =
        [#"{"from":"USD","to":"\#(target)","rate":\#(rate)}"#]
        + (try fixtureRates()).directRates.filter { $0.from.code != target }.map {
            #"{"from":"\#($0.from)","to":"\#(target)","rate":\#($0.rate * factor)}"#
        }
    return ["/rates?to=\(target)": [response(200, "[" + entries.joined(separator: ",") + "]")]]
}

private func fixtureRates() throws -> RateTable {
    RateTable(rates: try RatesMapper.map(Data(try fixture("rates.json").utf8), statusCode: 200).elements)
}
