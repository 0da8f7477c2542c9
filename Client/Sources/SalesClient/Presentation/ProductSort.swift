import ArgumentParser

/// How products are ordered: by name (reading order, as the challenge asks), by number of sales
/// or by revenue, most first. `s` in the app goes to the next; `--sort` picks one.
package enum ProductSort: String, CaseIterable, Sendable, ExpressibleByArgument {
    case name, sales, revenue

    var next: ProductSort {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }

    /// `indices` of `rows` (in reading order) in this order; ties keep reading order, and rows
    /// without revenue come last when sorting by it.
    package func order(_ indices: [Int], of rows: [ProductRow]) -> [Int] {
        switch self {
        case .name:
            return indices
        case .sales:
            return indices.sorted {
                rows[$0].salesCount != rows[$1].salesCount ? rows[$0].salesCount > rows[$1].salesCount : $0 < $1
            }
        case .revenue:
            return indices.sorted { lhs, rhs in
                switch (rows[lhs].revenue?.amount.amount, rows[rhs].revenue?.amount.amount) {
                case (let left?, let right?) where left != right: left > right
                case (.some, nil): true
                case (nil, .some): false
                default: lhs < rhs
                }
            }
        }
    }
}
