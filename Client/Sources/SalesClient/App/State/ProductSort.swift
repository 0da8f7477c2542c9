/// How the list is ordered; `s` goes to the next.
public enum ProductSort: String, CaseIterable, Sendable {
    case name, sales, revenue

    var next: ProductSort {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
