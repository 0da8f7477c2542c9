// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Client",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "sales", targets: ["sales"]),
        .library(name: "SalesClient", targets: ["SalesClient"]),
        // The browser app's pages, routes and guards: `sales web` here, the team server (Team/) too.
        .library(name: "SalesWeb", targets: ["SalesWeb"]),
        // The session file's layout alone: pure, so it can be fuzzed without the rest of the client.
        .library(name: "SalesSealedFile", targets: ["SalesSealedFile"]),
        // The local copy and its bytes alone, likewise.
        .library(name: "SalesLocalCopy", targets: ["SalesLocalCopy"]),
    ],
    dependencies: [
        .package(path: "../Core"),
        // The HTTP client (libcurl, loaded by the first request) and the sealing (OpenSSL).
        .package(path: "../Transport"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // `sales web`'s server (already in the repository's graph through the middleware).
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // A scripted HTTP server for the libcurl adapter tests (tests only; Foundation only).
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(name: "SystemShim"),
        // Spreadsheets: Debian's libxlsxwriter, as libcurl is a system library.
        .systemLibrary(
            name: "CXLSXWriter", pkgConfig: "xlsxwriter",
            providers: [.apt(["libxlsxwriter-dev"]), .brew(["libxlsxwriter"])]
        ),
        .target(name: "SalesXLSX", dependencies: ["CXLSXWriter"]),
        .testTarget(name: "SalesXLSXTests", dependencies: ["SalesXLSX"]),
        .target(name: "SalesSealedFile"),
        .target(
            name: "SalesLocalCopy",
            dependencies: [
                .product(name: "SalesCore", package: "Core"), .product(name: "SalesSupport", package: "Core"),
            ]
        ),
        .target(
            name: "SalesClient",
            dependencies: [
                .product(name: "SalesCore", package: "Core"),
                .product(name: "SalesConfiguration", package: "Core"),
                .product(name: "SalesOutput", package: "Core"),
                .product(name: "SalesJSON", package: "Core"),
                .product(name: "SalesSupport", package: "Core"),
                .product(name: "SalesVersion", package: "Core"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SalesHTTP", package: "Transport"),
                "SystemShim",
                .product(name: "SalesCrypto", package: "Transport"),
                "SalesXLSX",
                "SalesSealedFile",
                "SalesLocalCopy",
            ]
        ),
        .executableTarget(
            name: "sales",
            dependencies: [
                "SalesWeb",
                "SalesClient",
                .product(name: "SalesCore", package: "Core"),
                .product(name: "SalesOutput", package: "Core"),
                .product(name: "SalesVersion", package: "Core"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `make bench-client`: what a key costs in the full-screen app with 1,000,000 sales.
        .executableTarget(
            name: "AppBenchmarks",
            dependencies: [
                "SalesClient", "SalesLocalCopy", .product(name: "SalesCore", package: "Core"),
                .product(name: "SalesHTTP", package: "Transport"),
                .product(name: "TestKit", package: "TestSupport"),
            ],
            path: "Benchmarks/AppBenchmarks"
        ),
        .testTarget(
            name: "SalesClientTests",
            dependencies: [
                "SalesClient",
                .product(name: "SalesCrypto", package: "Transport"),
                "SalesXLSX",
                .product(name: "SalesHTTP", package: "Transport"),
                "SalesSealedFile",
                "SalesLocalCopy",
                .product(name: "SalesCore", package: "Core"),
                .product(name: "SalesOutput", package: "Core"),
                .product(name: "SalesSupport", package: "Core"),
                .product(name: "SalesVersion", package: "Core"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ScriptedHTTPServer", package: "TestSupport"),
                .product(name: "TestKit", package: "TestSupport"),
            ]
        ),
        // The web front end (`sales web`): its pages, the door in front of them, its assets.
        .target(
            name: "SalesWeb",
            dependencies: [
                "SalesClient",
                .product(name: "SalesHTTP", package: "Transport"),
                .product(name: "SalesCore", package: "Core"),
                .product(name: "SalesSupport", package: "Core"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "SalesWebTests",
            dependencies: [
                "SalesWeb",
                "SalesClient",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ScriptedHTTPServer", package: "TestSupport"),
                .product(name: "SalesHTTP", package: "Transport"),
                .product(name: "SalesCore", package: "Core"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "AppTesting", package: "TestSupport"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "TestKit", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
