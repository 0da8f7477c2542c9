import Foundation

/// The repository the tests run from, found from this file's own path, so every package's tests
/// (and the root build's) reach the same folders.
public enum Repository {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestKit
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // repository root

    /// `fixtures/`: the captured upstream samples (copied from the team's shared fixtures, so a
    /// clean clone has them).
    public static let fixtures = root.appendingPathComponent("fixtures")

    /// The bytes of a file in `fixtures/`.
    public static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name))
    }
}
