/// The one sentence for sales that name products not in the list, wherever their figures are
/// shown: the tables' footers, the notices (``NoticePresenter``).
enum UnknownProductsText {
    /// `3 sales name products that are not in the list`; `nil` when none do.
    static func of(_ count: Int) -> String? {
        count > 0 ? sentence(count) : nil
    }

    /// `1 sale names a product that is not in the list`, `3 sales name products …`.
    static func sentence(_ count: Int) -> String {
        count == 1
            ? "1 sale names a product that is not in the list"
            : "\(CountText.of(count)) sales name products that are not in the list"
    }
}
