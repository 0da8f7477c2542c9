/// The one sentence for sales that name products not in the list, wherever their figures are
/// shown: the tables' footers, the warnings, the app's banner.
enum UnknownProductsText {
    /// `3 sales name products that are not in the list`; `nil` when none do.
    static func of(_ count: Int) -> String? {
        switch count {
        case ...0: nil
        case 1: "1 sale names a product that is not in the list"
        default: "\(CountText.of(count)) sales name products that are not in the list"
        }
    }
}
