import Foundation
import SalesClient
import SalesCore
import SalesHTTP
import Synchronization

/// A paste into the login form through the app's real loop (``FullScreenApp``): 5,000 characters
/// arrive at once, as a terminal delivers a paste; the loop applies them and draws. Measured: the
/// time until the app has taken them all and how many frames it drew for them.
enum PasteBenchmark {
    static func run(characters: Int) async throws -> (elapsed: Duration, frames: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sales-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let api = URL(string: "http://127.0.0.1:9"), let rates = URL(string: "http://127.0.0.1:9/rates") else {
            throw WorkloadError("no URL")
        }
        let session = SalesSession(
            api: SalesAPI(http: CurlTransport(), apiURL: api, ratesURL: rates, timeout: .seconds(1)),
            tokens: EncryptedFileTokenStore(directory: folder, scope: api.absoluteString),
            copies: InMemoryLocalCopyStore())
        let terminal = BenchTerminal()
        let app = FullScreenApp(
            session: session, terminal: terminal, view: AppView(colors: true), host: "127.0.0.1:9",
            spinnerInterval: nil)
        for _ in 0..<characters { terminal.send(.key(.character("x"))) }
        terminal.send(.key(.control("c")))
        let elapsed = await ContinuousClock().measure { await app.run() }
        return (elapsed, terminal.frames - 1)  // the first frame is drawn before any key
    }
}

/// A terminal that counts frames and delivers what it is sent.
private final class BenchTerminal: TerminalDevice {
    let size = TerminalSize(columns: 80, rows: 24)
    let input: AsyncStream<TerminalInput>
    private let continuation: AsyncStream<TerminalInput>.Continuation
    private let drawn = Mutex(0)

    init() {
        (input, continuation) = AsyncStream<TerminalInput>.makeStream()
    }

    var frames: Int { drawn.withLock { $0 } }

    func send(_ item: TerminalInput) { continuation.yield(item) }

    func draw(_ grid: ScreenGrid) {
        var writer = ScreenWriter()
        _ = writer.frame(grid)
        drawn.withLock { $0 += 1 }
    }
}
