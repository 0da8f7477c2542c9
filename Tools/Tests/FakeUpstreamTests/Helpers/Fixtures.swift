import Foundation
import TestKit

/// The repository's captured upstream samples.
enum Fixtures {
    static let directory = Repository.fixtures

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }
}
