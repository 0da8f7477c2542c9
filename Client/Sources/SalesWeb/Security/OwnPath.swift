/// A path of ours to send the browser to — after a login (`next`), after the key is spent — never
/// another site: `/products?sort=sales` stays; `//evil.example`, `/\evil.example`, `https://…` or a
/// control character becomes the first page, the overview.
package enum OwnPath {
    package static func clean(_ path: String?) -> String {
        guard let path, path.hasPrefix("/"), !path.hasPrefix("//"), !path.contains("\\"),
            !path.unicodeScalars.contains(where: { $0.value < 0x20 })
        else { return "/overview" }
        return path
    }
}
