import Foundation

extension Date {
    /// Whole milliseconds since 1970, as the stores keep instants (PostgreSQL `bigint`): toward
    /// zero, and held within `Int64`'s range rather than trapping, whatever the clock says.
    public var millisecondsSince1970: Int64 {
        let value = (timeIntervalSince1970 * 1000).rounded(.towardZero)
        guard value.isFinite else { return value < 0 ? .min : .max }
        guard value > -9.2e18 else { return .min }
        guard value < 9.2e18 else { return .max }
        return Int64(value)
    }
}
