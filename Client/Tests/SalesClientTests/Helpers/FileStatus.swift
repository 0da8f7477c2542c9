#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The permission bits of what `path` names, following a link; 0 when there is nothing.
func permissionBits(of path: String) -> mode_t {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
}

/// What `path` itself is (`S_IFREG`, `S_IFLNK`, `S_IFIFO`…), a link not followed; 0 when nothing.
func fileKind(of path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
}
