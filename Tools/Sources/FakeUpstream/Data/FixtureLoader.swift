import Foundation
import NIOCore
import SalesConfiguration

/// Loads the captured upstream samples (`products.json`, `sales.json`, `rates.json`) byte for
/// byte, so the fake's default answers are exactly the real service's.
package enum FixtureLoader {
    package static let fileNames: [Endpoint: String] = [
        .products: "products.json", .sales: "sales.json", .rates: "rates.json",
    ]

    package static func load(directory: String?) throws(ConfigurationError) -> Dataset {
        let folder: URL
        if let directory {
            folder = URL(fileURLWithPath: directory)
        } else {
            folder = try discover()
        }
        func read(_ endpoint: Endpoint) throws(ConfigurationError) -> ByteBuffer {
            let url = folder.appendingPathComponent(fileNames[endpoint] ?? "")
            do {
                return ByteBuffer(bytes: try Data(contentsOf: url))
            } catch {
                throw ConfigurationError("cannot read fixture \(url.path): \(error.localizedDescription)")
            }
        }
        return Dataset(products: try read(.products), sales: try read(.sales), rates: try read(.rates))
    }

    /// The repository's `fixtures/` folder, looked for above the executable, then above the
    /// working directory; say `--fixtures DIR` (or `FAKE_UPSTREAM_FIXTURES`) anywhere else.
    static func discover() throws(ConfigurationError) -> URL {
        let starts = [
            URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
                .deletingLastPathComponent(),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        ]
        for start in starts {
            var folder = start.standardizedFileURL
            for _ in 0..<8 {
                let candidate = folder.appendingPathComponent("fixtures")
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("sales.json").path) {
                    return candidate
                }
                folder.deleteLastPathComponent()
            }
        }
        throw ConfigurationError(
            "no fixtures/ folder found above the executable or the working directory; pass --fixtures DIR")
    }
}
