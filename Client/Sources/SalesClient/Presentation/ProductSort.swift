import ArgumentParser

/// How products are ordered: by name (reading order, as the challenge asks), by number of sales
/// or by revenue, most first; for a period also by the period before's revenue or by the change
/// from it, most first (the biggest movers). `s` in the app goes to the next of the first three;
/// `--sort` picks one.
package enum ProductSort: String, CaseIterable, Sendable, ExpressibleByArgument {
    case name, sales, revenue, before, change

    /// The orders of any list; ``before`` and ``change`` need a period to compare with.
    package static let everyList: [ProductSort] = [.name, .sales, .revenue]

    /// Whether this order compares with the period before (a list for a period only).
    package var comparesPeriods: Bool { self == .before || self == .change }

    var next: ProductSort {
        let all = Self.everyList
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }

    /// `indices` of `rows` (in reading order) in this order; ties keep reading order, and rows
    /// without revenue come last when sorting by it. A list without periods has no ``before`` or
    /// ``change``: those keep reading order.
    package func order(_ indices: [Int], of rows: [ProductRow]) -> [Int] {
        switch self {
        case .name, .before, .change:
            return indices
        case .sales:
            return indices.sorted {
                rows[$0].salesCount != rows[$1].salesCount ? rows[$0].salesCount > rows[$1].salesCount : $0 < $1
            }
        case .revenue:
            return indices.sorted { lhs, rhs in
                Self.mostFirst(rows[lhs].revenue?.amount.amount, rows[rhs].revenue?.amount.amount) ?? (lhs < rhs)
            }
        }
    }

    /// Whether `left` comes before `right`, most first and nothing last; `nil` for a tie.
    static func mostFirst<Value: Comparable>(_ left: Value?, _ right: Value?) -> Bool? {
        switch (left, right) {
        case (let left?, let right?) where left != right: left > right
        case (.some, nil): true
        case (nil, .some): false
        default: nil
        }
    }
}
