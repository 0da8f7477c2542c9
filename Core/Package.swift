// swift-tools-version:6.0
import PackageDescription

// The libraries every executable shares: the domain (`SalesCore`) and the small pieces beside it
// that the servers and the client reach without depending on one another — JSON (`SalesJSON`: the
// strict streaming reader under the mappers, and the one string-escaping rule of every writer), settings read from flags and the environment (`SalesConfiguration`), stable
// hashing and seeded randomness (`SalesSupport`), all pure; and the one piece that does I/O,
// writing to a file descriptor without trapping (`SalesOutput`).
let package = Package(
    name: "Core",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SalesCore", targets: ["SalesCore"]),
        .library(name: "SalesJSON", targets: ["SalesJSON"]),
        .library(name: "SalesConfiguration", targets: ["SalesConfiguration"]),
        .library(name: "SalesSupport", targets: ["SalesSupport"]),
        .library(name: "SalesOutput", targets: ["SalesOutput"]),
        .library(name: "SalesVersion", targets: ["SalesVersion"]),
    ],
    dependencies: [
        // Arbitrary-precision integers under `ExactDecimal`: values up to 128 bits stay inline.
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        // The fixtures' folder for the tests (tests only; Foundation only).
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "SalesCore", dependencies: ["SalesJSON", "SalesSupport", .product(name: "BigInt", package: "BigInt")]),
        // SaleAssistant.version from `git describe` (or SALES_VERSION), written before every build: a
        // target of its own, so a new commit recompiles one file, not the domain.
        .target(name: "SalesVersion", plugins: ["VersionPlugin"]),
        .plugin(name: "VersionPlugin", capability: .buildTool()),
        .target(name: "SalesJSON", dependencies: ["SalesSupport"]),
        .target(name: "SalesConfiguration", dependencies: ["SalesSupport"]),
        .target(name: "SalesSupport"),
        .target(name: "SalesOutput"),
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: ["SalesCore", "SalesSupport"],
            path: "Benchmarks/CoreBenchmarks"
        ),
        .testTarget(
            name: "SalesCoreTests",
            dependencies: [
                "SalesCore", "SalesSupport", .product(name: "BigInt", package: "BigInt"),
                .product(name: "TestKit", package: "TestSupport"),
            ]
        ),
        .testTarget(name: "SalesJSONTests", dependencies: ["SalesJSON"]),
        .testTarget(name: "SalesConfigurationTests", dependencies: ["SalesConfiguration"]),
        .testTarget(name: "SalesSupportTests", dependencies: ["SalesSupport"]),
        .testTarget(name: "SalesOutputTests", dependencies: ["SalesOutput"]),
    ],
    swiftLanguageModes: [.v6]
)
