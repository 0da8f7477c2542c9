import ArgumentParser

/// `--refresh`, on every command that shows the catalog or the rates.
package struct RefreshOption: ParsableArguments, Sendable {
    @Flag(help: "Fetch anew instead of reusing the local copy (SALES_CACHE_MAX_AGE) and cached rates.")
    package var refresh = false

    package init() {}
}
