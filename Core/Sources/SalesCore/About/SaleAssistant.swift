/// What SaleAssistant's programs say they are: `sales --version`, `sales-middleware --version`, and
/// the `User-Agent` the client sends.
public enum SaleAssistant {
    /// The monorepo's version (semantic versioning), raised with each release.
    public static let version = "1.0.0"
}
