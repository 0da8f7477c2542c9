#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's open-file limit, which bounds how many connections can be held at all.
package enum DescriptorLimit {
    /// Descriptors kept for everything that is not a client connection: the listening socket,
    /// upstream connections, standard streams, the runtime's own.
    package static let reserve = 64

    /// Raises the soft limit to the hard one (as servers do at start) and returns the limit now
    /// in force, or `nil` when it cannot be read.
    @discardableResult
    package static func raiseToHardLimit() -> Int? {
        var limit = rlimit()
        guard getrlimit(resourceLimit, &limit) == 0 else { return nil }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(resourceLimit, &raised) == 0 { limit = raised }
        }
        return limit.rlim_cur >= rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur)
    }

    /// The connection cap that fits within `descriptors` open files: `requested`, or fewer when
    /// the limit is lower (never below 1).
    package static func connectionCap(requested: Int, descriptors: Int?) -> Int {
        guard let descriptors else { return requested }
        return max(1, min(requested, descriptors - reserve))
    }

    #if canImport(Glibc)
        private static let resourceLimit = __rlimit_resource_t(UInt32(RLIMIT_NOFILE.rawValue))
    #else
        private static let resourceLimit = RLIMIT_NOFILE
    #endif
}
