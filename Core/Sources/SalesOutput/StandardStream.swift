import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard output and standard error, written through ``FileOutput`` (a full
/// device, a closed descriptor or a reader gone is an error, not a trap), each remembering its
/// first failure so that a program can leave with the right status at its end even when the
/// failed write was a warning nobody could be told about.
public enum StandardStream: Sendable {
    case output
    case error

    public var descriptor: Int32 {
        switch self {
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }

    /// Writes every byte of `text`, or throws — and remembers the failure.
    public func write(_ text: String) throws(WriteFailure) {
        do {
            try FileOutput(descriptor: descriptor).write(text)
        } catch {
            switch self {
            case .output: _ = outputFailure.compareExchange(expected: 0, desired: error.code, ordering: .relaxed)
            case .error: _ = errorFailure.compareExchange(expected: 0, desired: error.code, ordering: .relaxed)
            }
            throw error
        }
    }

    /// The first write to this stream that failed in this process, if one did.
    public var failure: WriteFailure? {
        let code =
            switch self {
            case .output: outputFailure.load(ordering: .relaxed)
            case .error: errorFailure.load(ordering: .relaxed)
            }
        return code == 0 ? nil : WriteFailure(code: code)
    }

    /// The first failure on either stream, standard output's first.
    public static var firstFailure: WriteFailure? { output.failure ?? error.failure }

    /// Occupies each standard descriptor (0, 1, 2) the process was started without (`>&-`) with
    /// `/dev/null` opened for reading only, before anything else is opened: otherwise the next file
    /// or socket opened would become "standard output" and receive the results. Writing to the
    /// placeholder fails (`EBADF`), so the loss is reported; reading it is an immediate end of input.
    public static func occupyClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0 && placeholder != descriptor {
                _ = dup2(placeholder, descriptor)
                _ = close(placeholder)
            }
        }
    }

    /// Ends the process after a write failed: quietly when the reader went away, as SIGPIPE ends
    /// other Unix tools (status 141, also when the signal was ignored), else with status 1 after
    /// `message` (one line, when there is one) on standard error, if standard error still works.
    public static func exit(after failure: WriteFailure, saying message: String?) -> Never {
        if failure.isClosedPipe {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            systemExit(141)
        }
        if let message {
            try? StandardStream.error.write(message.hasSuffix("\n") ? message : message + "\n")
        }
        systemExit(1)
    }
}

// `Atomic` values cannot be copied: each stream's record is a global of its own.
private let outputFailure = Atomic<Int32>(0)
private let errorFailure = Atomic<Int32>(0)

#if canImport(Glibc)
    private let systemExit = Glibc.exit
#elseif canImport(Darwin)
    private let systemExit = Darwin.exit
#endif
