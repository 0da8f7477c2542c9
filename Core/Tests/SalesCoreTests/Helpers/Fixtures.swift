import Foundation

/// The captured upstream samples in the repository's `fixtures/` folder (copied from the team's
/// shared fixtures, so a clean clone has them).
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Helpers
        .deletingLastPathComponent()  // SalesCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // Core
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("fixtures")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }
}

extension String {
    var utf8Data: Data { Data(utf8) }
}
