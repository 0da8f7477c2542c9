/// Shows a spinner on stderr while `work` runs longer than a moment, only on a terminal.
package enum Spinner {
    package static func run<Value: Sendable, Failure: Error>(
        _ message: String,
        console: Console,
        after delay: Duration = .milliseconds(300),
        every interval: Duration = .milliseconds(80),
        _ work: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        try await run(message: { message }, console: console, after: delay, every: interval, work)
    }

    /// As ``run(_:console:after:every:_:)``, the line's text asked for anew at every frame (a
    /// progress line: bytes, rate, time left).
    package static func run<Value: Sendable, Failure: Error>(
        message: @escaping @Sendable () -> String,
        console: Console,
        after delay: Duration = .milliseconds(300),
        every interval: Duration = .milliseconds(80),
        _ work: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        guard console.stderrIsTerminal else { return try await work() }
        let spinner = Task {
            try await Task.sleep(for: delay)
            let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            var index = 0
            while !Task.isCancelled {
                console.status("\r\u{1B}[2K\(frames[index % frames.count]) \(message())")
                index += 1
                try await Task.sleep(for: interval)
            }
        }
        let result: Result<Value, Failure>
        do {
            result = .success(try await work())
        } catch {
            result = .failure(error)
        }
        // Wait for the spinner to end, so that no late frame can be written after the line is cleared.
        spinner.cancel()
        _ = await spinner.result
        console.status("\r\u{1B}[2K")
        return try result.get()
    }
}
