import Foundation

/// Which products a filter shows, the same in every front end: those whose name contains it,
/// ignoring case and accents (`cafe` finds `Café`); an empty filter shows every product.
package enum ProductFilter {
    /// The longest filter kept (what is typed past it is dropped).
    package static let maximumLength = 256

    package static func shows(_ name: String, filter: String) -> Bool {
        filter.isEmpty || name.range(of: filter, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}
