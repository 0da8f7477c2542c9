import Foundation
import SalesHTTP
import SalesSupport
import Synchronization

/// How far a long load has come, for the progress line (commands, on a terminal) and the app's
/// status line: the sales' bytes received over the wire of the announced total, since the first
/// of them arrived, by the clock it is given (tests script it).
package final class LoadProgress: Sendable {
    private let clock: @Sendable () -> ContinuousClock.Instant
    private let state = Mutex<(firstByte: ContinuousClock.Instant?, transfer: TransferProgress?)>((nil, nil))

    package init(clock: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.clock = clock
    }

    /// The transfer has come this far.
    package func record(_ transfer: TransferProgress) {
        let now = clock()
        state.withLock { state in
            if state.firstByte == nil { state.firstByte = now }
            state.transfer = transfer
        }
    }

    /// `Loading sales… 12.3 MB of 129.0 MB · 45.2 MB/s · 3 s left`, without what is not known yet
    /// (the total, the rate in the first moment); `waiting` before the first byte; `Reading the
    /// sales…` once every announced byte is in.
    package func text(waiting: String) -> String {
        let now = clock()
        let (firstByte, transfer) = state.withLock { ($0.firstByte, $0.transfer) }
        guard let transfer, let firstByte else { return waiting }
        if let total = transfer.total, transfer.received >= total { return "Reading the sales…" }
        var parts = [
            "Loading sales… " + Self.size(transfer.received) + (transfer.total.map { " of " + Self.size($0) } ?? "")
        ]
        let seconds = (now - firstByte).timeInterval
        if seconds >= 0.2, transfer.received > 0 {
            let rate = Double(transfer.received) / seconds
            parts.append(Self.size(Int(rate.rounded())) + "/s")
            if let total = transfer.total {
                parts.append("\(Int((Double(total - transfer.received) / rate).rounded(.up))) s left")
            }
        }
        return parts.joined(separator: " · ")
    }

    /// `812 B`, `12.3 kB`, `129.0 MB`, `1.2 GB` (powers of 1,000, as curl and pip say them).
    package static func size(_ bytes: Int) -> String {
        let units = ["kB", "MB", "GB", "TB"]
        guard bytes >= 1000 else { return "\(bytes) B" }
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 999.95, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
