// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Client",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "sales", targets: ["sales"]),
        .executable(name: "sales-web-server", targets: ["sales-web-server"]),
        .library(name: "SalesClient", targets: ["SalesClient"]),
        // The session file's layout alone: pure, so it can be fuzzed without the rest of the client.
        .library(name: "SalesSealedFile", targets: ["SalesSealedFile"]),
        // The local copy and its bytes alone, likewise.
        .library(name: "SalesLocalCopy", targets: ["SalesLocalCopy"]),
    ],
    dependencies: [
        .package(path: "../Core"),
        // The HTTP client: libcurl, loaded by the first request.
        .package(path: "../Transport"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // `sales web`'s server (already in the repository's graph through the middleware).
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // The team server's /metrics (already in the repository's graph through the middleware).
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        // A scripted HTTP server for the libcurl adapter tests (tests only; Foundation only).
        .package(path: "../TestSupport"),
    ],
    targets: [
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        .target(name: "SystemShim"),
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
                "CCrypto",
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
                .product(name: "SalesHTTP", package: "Transport"),
                "SalesSealedFile",
                "SalesLocalCopy",
                .product(name: "SalesCore", package: "Core"),
                .product(name: "SalesOutput", package: "Core"),
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
        // The team server's store: PostgreSQL's own client library (Debian's libpq, with the
        // system's OpenSSL for `sslmode`), sessions, users' settings and failed sign-ins.
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"]), .brew(["libpq"])]),
        .target(name: "SalesPostgres", dependencies: ["CLibPQ", .product(name: "SalesSupport", package: "Core")]),
        .target(
            name: "SalesTeam",
            dependencies: ["SalesPostgres", "SalesClient", "CCrypto", .product(name: "SalesSupport", package: "Core")]
        ),
        // Tests only: a real PostgreSQL server for the store specs and the team server's live wiring.
        .target(name: "PostgresTesting", dependencies: ["SalesPostgres"], path: "Tests/PostgresTesting"),
        .testTarget(name: "SalesTeamTests", dependencies: ["SalesTeam", "SalesPostgres", "PostgresTesting"]),
        // The team server: `sales web`'s pages for every manager, replicas sharing PostgreSQL.
        .target(
            name: "SalesWebServer",
            dependencies: [
                "SalesTeam", "SalesPostgres", "SalesWeb", "SalesClient",
                .product(name: "SalesConfiguration", package: "Core"),
                .product(name: "SalesCore", package: "Core"), .product(name: "SalesSupport", package: "Core"),
                "SalesLocalCopy", .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "SalesServerTelemetry", package: "Transport"),
                .product(name: "SalesHTTP", package: "Transport"),
                .product(name: "SalesVersion", package: "Core"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ]
        ),
        .executableTarget(
            name: "sales-web-server",
            dependencies: [
                "SalesWebServer", "SalesTeam", "SalesPostgres", "SalesClient",
                .product(name: "SalesConfiguration", package: "Core"),
                .product(name: "SalesCore", package: "Core"), .product(name: "SalesHTTP", package: "Transport"),
                .product(name: "SalesVersion", package: "Core"), .product(name: "SalesOutput", package: "Core"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "SalesServerTelemetry", package: "Transport"),
            ]
        ),
        .testTarget(
            name: "SalesWebServerTests",
            dependencies: [
                "SalesWebServer", "SalesWeb", "SalesTeam", "SalesClient",
                .product(name: "SalesConfiguration", package: "Core"),
                .product(name: "SalesCore", package: "Core"), .product(name: "SalesHTTP", package: "Transport"),
                .product(name: "AppTesting", package: "TestSupport"),
                .product(name: "ScriptedHTTPServer", package: "TestSupport"),
                "PostgresTesting", "SalesPostgres",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
