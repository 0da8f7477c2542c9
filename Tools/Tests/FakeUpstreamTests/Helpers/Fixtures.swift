import Foundation

/// The repository's captured upstream samples.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Helpers
        .deletingLastPathComponent()  // FakeUpstreamTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // Tools
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("fixtures")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }
}
