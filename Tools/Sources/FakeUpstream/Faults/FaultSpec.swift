/// Parses the `--fault` flag: `ENDPOINT:SETTING[,SETTING…]`, where a setting is `latency=MS`,
/// `fail=RATE`, `status=CODE`, `times=N`, or one of `malformed`, `truncated`, `hang`, `unauthorized`,
/// `held`.
///
/// Examples: `rates:latency=250`, `sales:fail=1,status=503,times=2`, `products:truncated`.
import SalesConfiguration

package enum FaultSpec {
    package static func parse(_ text: String) throws(ConfigurationError) -> (Endpoint, Fault) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let endpoint = Endpoint(rawValue: parts[0]) else {
            let names = Endpoint.allCases.map(\.rawValue).joined(separator: ", ")
            throw ConfigurationError("--fault '\(text)': expected ENDPOINT:SETTINGS with ENDPOINT one of \(names)")
        }
        var fault = Fault()
        for setting in parts[1].split(separator: ",") {
            let pair = setting.split(separator: "=", maxSplits: 1).map(String.init)
            let value = pair.count == 2 ? pair[1] : nil
            switch (pair[0], value) {
            case ("latency", let value?): fault.latencyMilliseconds = try number(value, setting, Int.init)
            case ("fail", let value?): fault.failureRate = try number(value, setting, Double.init)
            case ("status", let value?): fault.failureStatus = try number(value, setting, Int.init)
            case ("times", let value?): fault.times = try number(value, setting, Int.init)
            case ("malformed", nil): fault.malformed = true
            case ("truncated", nil): fault.truncated = true
            case ("hang", nil): fault.hang = true
            case ("unauthorized", nil): fault.unauthorized = true
            case ("held", nil): fault.held = true
            default:
                throw ConfigurationError(
                    "--fault '\(text)': unknown setting '\(setting)' (latency=MS, fail=RATE, status=CODE, times=N, malformed, truncated, hang, unauthorized, held)"
                )
            }
        }
        if let problem = fault.validationProblem { throw ConfigurationError("--fault '\(text)': \(problem)") }
        return (endpoint, fault)
    }

    private static func number<Value>(
        _ text: String,
        _ setting: Substring,
        _ parse: (String) -> Value?
    ) throws(ConfigurationError) -> Value {
        guard let value = parse(text) else { throw ConfigurationError("--fault: '\(setting)' needs a number") }
        return value
    }
}
