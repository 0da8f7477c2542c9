/// What SaleAssistant's programs say they are: `sales --version`, `sales-middleware --version`,
/// `fake-upstream --version`, the middleware's `/health` and `build_info` metric, the man pages and
/// the `User-Agent` of both HTTP clients.
public enum SaleAssistant {
    /// The version this build was made from, as `git describe` said at build time
    /// (Core/Plugins/VersionPlugin): `0.2.0` on a release tag, `0.2.0-3-gabc1234` after it,
    /// `0.0.0-abc1234` before any tag, with `-dirty` when the tree had uncommitted changes. Never
    /// written by hand.
    public static let version = describedVersion
}
