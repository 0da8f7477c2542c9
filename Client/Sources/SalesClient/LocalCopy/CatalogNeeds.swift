/// How much of the catalog a load needs from the local copy.
package enum CatalogNeeds: Sendable {
    /// The products and each one's sums per currency: the product list and its revenue. A catalog
    /// that comes from the local copy so has **no sales** (its details and reports are empty): the
    /// copy's sales part — a million sales — is neither read, decrypted nor checked.
    case sums
    /// Everything, the sales too.
    case sales
}
