import SalesCore
import SalesLocalCopy

/// A loaded catalog, and what the load could not read of the upstream's lists and left out —
/// fetched now, or kept with the local copy since the fetch it came from.
package struct CatalogSnapshot: Sendable {
    package let catalog: Catalog
    package let leftOut: LeftOut

    package init(catalog: Catalog, leftOut: LeftOut = .nothing) {
        self.catalog = catalog
        self.leftOut = leftOut
    }
}
