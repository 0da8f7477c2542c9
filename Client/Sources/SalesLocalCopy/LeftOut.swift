import SalesCore

/// What a fetch left out of the upstream's lists because it could not read it: kept with the copy,
/// so the figures the copy answers with later come with the same word as when they were fetched.
public struct LeftOut: Equatable, Sendable {
    /// Products that could not be read.
    public var products: SkippedSummary?
    /// Sales that could not be read.
    public var sales: SkippedSummary?

    /// Nothing left out.
    public static let nothing = LeftOut()

    public init(products: SkippedSummary? = nil, sales: SkippedSummary? = nil) {
        self.products = products
        self.sales = sales
    }

    /// How many elements were left out in all.
    public var count: Int { (products?.count ?? 0) + (sales?.count ?? 0) }
}

/// How many elements of one list could not be read, and the first one's account
/// (`#3 (id=∅ name=No id): missing "id"`).
public struct SkippedSummary: Equatable, Sendable {
    public let count: Int
    public let first: String

    public init(count: Int, first: String) {
        self.count = count
        self.first = first
    }

    /// The summary of `skipped`; `nil` when nothing was skipped.
    public init?(_ skipped: [SkippedElement]) {
        guard let first = skipped.first else { return nil }
        self.init(count: skipped.count, first: first.description)
    }
}
