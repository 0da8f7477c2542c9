/// A duration in a log line: milliseconds with three decimals (`0.003`, `12.500`), whole
/// microseconds exactly, written with integer arithmetic — a number in JSON, plain in text.
struct LogMilliseconds: CustomStringConvertible, Sendable {
    let microseconds: Int64

    init(_ duration: Duration) {
        microseconds = duration.nanoseconds / 1_000
    }

    var description: String {
        let sign = microseconds < 0 ? "-" : ""
        let magnitude = microseconds.magnitude
        let fraction = String(magnitude % 1_000)
        return "\(sign)\(magnitude / 1_000)." + String(repeating: "0", count: 3 - fraction.utf8.count) + fraction
    }
}
