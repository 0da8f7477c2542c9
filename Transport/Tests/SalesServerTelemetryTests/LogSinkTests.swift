import Foundation
import Logging
import SalesServerTelemetry
import ServiceLifecycle
import TestKit
import Testing

@Suite struct LogSinkTests {
    @Test func startsItsThreadWithTheFirstLineAndEndsItWithTheServiceGroupWritingEveryLine() async throws {
        let name = "log-\(UInt32.random(in: 0...UInt32.max))"
        let pipe = try PipeCapture()
        let sink = LogSink(descriptor: pipe.writeDescriptor, name: name)
        #expect(threads(named: name) == 0, "no line yet, no thread")
        sink.append { $0.append(contentsOf: "before\n".utf8) }
        sink.flush()
        #expect(threads(named: name) == 1)

        let group = ServiceGroup(configuration: .init(services: [sink], logger: Logger(label: "test")))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            sink.append { $0.append(contentsOf: "while\n".utf8) }
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }

        #expect(threads(named: name) == 0, "the stopped service group left no thread behind")
        sink.append { $0.append(contentsOf: "after\n".utf8) }
        sink.flush()
        #expect(pipe.finish() == "before\nwhile\nafter\n", "every line, in order; the last written by its caller")
    }

    @Test func closingWritesWhatIsLeftAndMayBeDoneTwiceOrWithoutALine() throws {
        let pipe = try PipeCapture()
        let sink = LogSink(descriptor: pipe.writeDescriptor, gathering: .seconds(60))
        for index in 0..<100 { sink.append { $0.append(contentsOf: "\(index)\n".utf8) } }
        sink.close()
        sink.close()
        LogSink(descriptor: pipe.writeDescriptor).close()
        #expect(pipe.finish().split(separator: "\n").count == 100)
    }

    /// How many of this process's threads bear `name` (Linux; elsewhere the test checks nothing).
    private func threads(named name: String) -> Int {
        #if os(Linux)
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
            return tasks.filter { task in
                let comm = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
                return comm?.trimmingCharacters(in: .newlines) == name
            }.count
        #else
            return 0
        #endif
    }
}
