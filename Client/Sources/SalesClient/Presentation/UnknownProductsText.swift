/// The one sentence for sales that name products not in the list, wherever their figures are
/// shown: the tables' footers, the notices (``NoticePresenter``).
enum UnknownProductsText {
    /// `3 sales name products that are not in the list`; `nil` when none do.
    static func of(_ count: Int, words: Words = .english) -> String? {
        count > 0 ? sentence(count, words: words) : nil
    }

    /// `1 sale names a product that is not in the list`, `3 sales name products …`, in `words`.
    static func sentence(_ count: Int, words: Words = .english) -> String {
        words.count(.unknownProductSales, count)
    }
}
