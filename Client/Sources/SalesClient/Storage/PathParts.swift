/// A path split at its last `/`, byte for byte: the folder part keeps its slash (`reports/` of
/// `reports/q3.csv`, `/` of `/q3.csv`, empty for a bare name), so `folder + anything` names a file
/// beside it. Written here, not asked of `NSString`, whose path functions trap on some one-character
/// paths (`-`, `a`) and rewrite others (`//`, `..`); this never does either.
struct PathParts: Equatable {
    /// Everything up to and including the last `/`; empty for a bare name.
    let folder: String
    /// What follows the last `/`.
    let name: String

    init(_ path: String) {
        let bytes = path.utf8
        if let slash = bytes.lastIndex(of: UInt8(ascii: "/")) {
            let cut = bytes.index(after: slash)
            // Cut at an ASCII byte of valid UTF-8: both halves are whole scalars, kept as they are.
            folder = String(decoding: bytes[..<cut], as: UTF8.self)
            name = String(decoding: bytes[cut...], as: UTF8.self)
        } else {
            folder = ""
            name = path
        }
    }
}
