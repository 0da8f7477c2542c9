#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A write that could not be completed: the system's error number, and what it means.
public struct WriteFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `errno` of the failed `write(2)` (or `open(2)`).
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// The reader went away (a closed pipe or socket): Unix tools stop quietly.
    public var isClosedPipe: Bool { code == EPIPE }

    /// The system's words for it, e.g. "No space left on device".
    public var description: String { String(cString: strerror(code)) }
}
