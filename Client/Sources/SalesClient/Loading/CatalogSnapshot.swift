import SalesCore

/// A loaded catalog, and the upstream elements that could not be read, with the reasons.
package struct CatalogSnapshot: Sendable {
    package let catalog: Catalog
    package let skippedProducts: [SkippedElement]
    package let skippedSales: [SkippedElement]

    package init(catalog: Catalog, skippedProducts: [SkippedElement] = [], skippedSales: [SkippedElement] = []) {
        self.catalog = catalog
        self.skippedProducts = skippedProducts
        self.skippedSales = skippedSales
    }
}
