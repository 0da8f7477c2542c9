import Foundation
import SalesConfiguration
import Testing

@testable import SalesTeamServer

/// The key file: read once, one key or two, private to the server.
@Suite struct SessionKeysTests {
    private let key = String(repeating: "ab", count: 32)

    @Test func readsOneKeyOrTwoWhileRotating() throws {
        let one = try makeFile("\(key)\n")
        let two = try makeFile("\(key)\n\(String(repeating: "01", count: 32))\n")

        #expect(try SessionKeys.read(one) == [Array(repeating: 0xAB, count: 32)])
        #expect(try SessionKeys.read(two).count == 2)
    }

    @Test(arguments: ["", "abcd\n", String(repeating: "zz", count: 32)])
    func refusesAFileThatHoldsNoKey(_ text: String) throws {
        let path = try makeFile(text)

        #expect(throws: ConfigurationError.self) { try SessionKeys.read(path) }
    }

    @Test(arguments: [0o644 as mode_t, 0o604, 0o660, 0o602])
    func refusesAKeyFileOthersMayReadOrItsGroupWrite(_ mode: mode_t) throws {
        let path = try makeFile(key, mode: mode)

        #expect { try SessionKeys.read(path) } throws: { "\($0)".contains("chmod 600") }
    }

    /// A Kubernetes Secret mounted for the pod's group, or a key its service's group reads.
    @Test(arguments: [0o600 as mode_t, 0o400, 0o640, 0o440])
    func readsAKeyFileOnlyItsOwnerOrGroupMayRead(_ mode: mode_t) throws {
        let path = try makeFile(key, mode: mode)

        #expect(try SessionKeys.read(path).count == 1)
    }

    @Test func refusesAMissingFileNamingIt() {
        #expect { try SessionKeys.read("/nonexistent/key") } throws: { "\($0)".contains("/nonexistent/key") }
    }

    private func makeFile(_ text: String, mode: mode_t = 0o600) throws -> String {
        let path = NSTemporaryDirectory() + "/sales-key-\(UUID())"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, mode)
        return path
    }
}
