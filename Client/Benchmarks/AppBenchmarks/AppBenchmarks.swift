import Foundation
import SalesClient
import SalesCore

/// `make bench-client` (its app part): what a key costs in the full-screen app with a product of
/// 1,000,000 sales — the state's answer, the view's grid and the diffing writer's bytes, i.e.
/// everything but the terminal's own drawing — beside a 60 Hz frame (16.7 ms), the budget a
/// screen that "scrolls without delay" must stay within.
@main
enum AppBenchmarks {
    static func main() async throws {
        let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
        let clock = ContinuousClock()
        print(
            "App benchmarks (release build; a product with \(count.formatted()) sales; 80×24; budget 16.7 ms a frame)")
        print("")
        var workload: CatalogLoad?
        let built = clock.measure {
            workload = try? AppWorkload.loaded(busySales: count, fixtures: AppWorkload.fixtures)
        }
        guard let workload else { throw WorkloadError("cannot read the fixtures in \(AppWorkload.fixtures.path)") }
        print(line("workload built (not the app's work)", milliseconds(built)))

        let fromCopy = try LocalCopyBenchmark.firstListFrame(of: workload, fixtures: AppWorkload.fixtures)
        print(
            line(
                "local copy → first list frame (target ≤ 200 ms)", milliseconds(fromCopy.elapsed),
                "copy \(fromCopy.copyBytes / 1_000_000) MB"))

        var app = try Frames()
        print(line("load → list frame (per-product totals)", milliseconds(app.step(.loaded(.success(workload))))))
        app.step(.key(.end))
        app.step(.key(.up))
        app.step(.key(.up))
        print(line("Enter → detail frame (sort, total, monthly chart)", milliseconds(app.step(.key(.enter)))))

        let keys: [(String, Key, Int)] = [("↓", .down, 2_000), ("PgDn", .pageDown, 2_000), ("End/Home", .end, 200)]
        for (name, key, presses) in keys {
            var samples: [Duration] = []
            var bytes: [Int] = []
            for index in 0..<presses {
                let pressed: Key = key == .end && index.isMultiple(of: 2) ? .home : key
                samples.append(app.step(.key(pressed)))
                bytes.append(app.lastFrameBytes)
            }
            samples.sort()
            bytes.sort()
            let p50 = samples[samples.count / 2]
            let p99 = samples[samples.count * 99 / 100]
            print(
                line(
                    "\(name) on the detail, \(presses) presses: p50 / p99 / max",
                    "\(milliseconds(p50)) / \(milliseconds(p99)) / \(milliseconds(samples[samples.count - 1]))",
                    "\(bytes[bytes.count / 2]) B"))
        }
        print(line("Esc → list frame", milliseconds(app.step(.key(.escape)))))
        var typing: [Duration] = []
        typing.append(app.step(.key(.character("/"))))
        for character in "mac" { typing.append(app.step(.key(.character(character)))) }
        print(line("/ then typing \"mac\": slowest key", milliseconds(typing.max() ?? .zero)))
        let paste = try await PasteBenchmark.run(characters: 5_000)
        print(
            line("paste of 5,000 characters into the login form", milliseconds(paste.elapsed), "\(paste.frames) frames")
        )
    }

    private static func line(_ name: String, _ value: String, _ extra: String = "") -> String {
        name.padding(toLength: 56, withPad: " ", startingAt: 0)
            + value.padding(toLength: 36, withPad: " ", startingAt: 0)
            + extra
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.3f ms", (Double(seconds) + Double(attoseconds) / 1e18) * 1000)
    }
}

/// The app's loop without a terminal: each event is handled, rendered and diffed, as
/// ``FullScreenApp`` does before writing.
struct Frames {
    private var state: AppState
    private let view = AppView(colors: true)
    private var writer = ScreenWriter()
    private(set) var lastFrameBytes = 0

    init() throws {
        guard let token = AccessToken("benchmark") else { throw WorkloadError("a benchmark token was refused") }
        state = AppState(
            host: "127.0.0.1:8081", size: TerminalSize(columns: 80, rows: 24),
            session: SavedSession(token: token, username: "tester"))
    }

    /// Handles `event` and produces the frame's bytes; returns how long that took.
    @discardableResult
    mutating func step(_ event: AppEvent) -> Duration {
        var bytes = 0
        let elapsed = ContinuousClock().measure {
            _ = state.handle(event)
            bytes = writer.frame(view.render(state)).utf8.count
        }
        lastFrameBytes = bytes
        return elapsed
    }
}
