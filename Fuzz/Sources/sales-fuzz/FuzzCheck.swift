#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A property every input must keep; a broken one aborts, so libFuzzer saves the input.
func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    printError("fuzz check failed: \(message())")
    abort()
}

/// One line on standard error.
func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}
