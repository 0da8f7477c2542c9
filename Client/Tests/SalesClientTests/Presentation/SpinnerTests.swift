import SalesClient
import Testing

@Suite struct SpinnerTests {
    @Test func clearsItsLineLastWhateverTheTiming() async throws {
        for _ in 0..<20 {
            let console = ConsoleSpy(stderrIsTerminal: true)
            let value = try await Spinner.run("Loading…", console: console.console, after: .zero, every: .zero) {
                () async throws(ClientError) in
                await Task.yield()
                return 42
            }
            #expect(value == 42)
            #expect(console.err.hasSuffix("\r\u{1B}[2K"), "no frame may follow the clearing of the line")
        }
    }

    @Test func writesNothingOffATerminal() async throws {
        let console = ConsoleSpy(stderrIsTerminal: false)
        _ = try await Spinner.run("Loading…", console: console.console, after: .zero) { () async throws(ClientError) in
            1
        }
        #expect(console.err.isEmpty)
    }
}
