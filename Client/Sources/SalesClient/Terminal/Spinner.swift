/// Shows a spinner on stderr while `work` runs longer than a moment, only on a terminal.
public enum Spinner {
    public static func run<Value: Sendable>(
        _ message: String,
        console: Console,
        _ work: () async throws(ClientError) -> Value
    ) async throws(ClientError) -> Value {
        guard console.stderrIsTerminal else { return try await work() }
        let spinner = Task {
            try await Task.sleep(for: .milliseconds(300))
            let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            var index = 0
            while !Task.isCancelled {
                console.status("\r\(frames[index % frames.count]) \(message)")
                index += 1
                try await Task.sleep(for: .milliseconds(80))
            }
        }
        defer {
            spinner.cancel()
            console.status("\r\u{1B}[2K")
        }
        return try await work()
    }
}
