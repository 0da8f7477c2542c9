import SalesSupport

/// A duration in a log line: milliseconds with three decimals (`0.003`, `12.500`), whole
/// microseconds exactly, written with integer arithmetic — a number in JSON, plain in text.
struct LogMilliseconds: CustomStringConvertible, Sendable {
    let microseconds: Int64

    init(_ duration: Duration) {
        microseconds = duration.microseconds
    }

    var description: String {
        var text: [UInt8] = []
        write(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// The digits, appended to `line` without making a string first.
    func write(to line: inout [UInt8]) {
        if microseconds < 0 { line.append(UInt8(ascii: "-")) }
        let magnitude = microseconds.magnitude
        line.append(contentsOf: String(magnitude / 1_000).utf8)
        line.append(UInt8(ascii: "."))
        let fraction = magnitude % 1_000
        line.append(UInt8(ascii: "0") + UInt8(fraction / 100))
        line.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
        line.append(UInt8(ascii: "0") + UInt8(fraction % 10))
    }
}
