/// A path of ours to send the browser to — after a login (`next`), after the key is spent — never
/// another site: `/products?sort=sales` stays; `//evil.example`, `/\evil.example`, `https://…` or a
/// control character becomes the first page, the overview. A path too long to carry in another
/// address (over ``maximumLength`` bytes, up to three times that once escaped — a front's header
/// buffer refuses the answer) comes back without its query.
package enum OwnPath {
    package static let maximumLength = 512

    package static func clean(_ path: String?) -> String {
        guard let path, path.hasPrefix("/"), !path.hasPrefix("//"), !path.contains("\\"),
            !path.unicodeScalars.contains(where: { $0.value < 0x20 })
        else { return WebRoute.overview }
        guard path.utf8.count > maximumLength else { return path }
        let bare = String(path.prefix { $0 != "?" })
        return bare.utf8.count > maximumLength ? WebRoute.overview : bare
    }
}
