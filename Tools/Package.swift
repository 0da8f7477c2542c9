// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Tools",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "fake-upstream", targets: ["fake-upstream"]),
        .library(name: "FakeUpstream", targets: ["FakeUpstream"]),
    ],
    dependencies: [
        .package(path: "../Core"),
        // The manual clock and the fixtures' folder for the tests (tests only; Foundation only).
        .package(path: "../TestSupport"),
        // No default traits: the swift-configuration bridge and full-Foundation form coding are not used.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    ],
    targets: [
        .executableTarget(
            name: "fake-upstream",
            dependencies: [
                "FakeUpstream",
                .product(name: "SalesConfiguration", package: "Core"),
                .product(name: "SalesOutput", package: "Core"),
                .product(name: "SalesVersion", package: "Core"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "FakeUpstream",
            dependencies: [
                .product(name: "SalesConfiguration", package: "Core"),
                .product(name: "SalesCore", package: "Core"),
                .product(name: "SalesJSON", package: "Core"),
                .product(name: "SalesSupport", package: "Core"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "FakeUpstreamTests",
            dependencies: [
                "FakeUpstream",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "AppTesting", package: "TestSupport"),
                // Core reads what the fake generates, as every client will: the tests check the fake against it.
                .product(name: "SalesCore", package: "Core"),
                .product(name: "SalesConfiguration", package: "Core"),
                .product(name: "TestKit", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
