// swift-tools-version:6.1
import PackageDescription

// The team server, `sales-web-server`: `sales web`'s pages (Client's SalesWeb) over HTTPS for every
// manager, replicas sharing PostgreSQL — its store (sessions hashed, tokens sealed, users'
// settings, failed sign-ins) through Debian's libpq, the server and its executable.
let package = Package(
    name: "Team",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "sales-web-server", targets: ["sales-web-server"])
    ],
    dependencies: [
        .package(path: "../Core"),
        // The HTTP client (libcurl), the sealing (OpenSSL) and the servers' telemetry.
        .package(path: "../Transport"),
        // The pages, routes and guards both web hosts serve, and the client's presentation.
        .package(path: "../Client"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // /metrics (already in the repository's graph through the middleware).
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        // Each user's figures deflated before they are sealed (already in the graph through the middleware).
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        // Tests only: the route-testing client and a scripted HTTP server.
        .package(path: "../TestSupport"),
    ],
    targets: [
        // PostgreSQL's own client library (Debian's libpq, with the system's OpenSSL for `sslmode`).
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"]), .brew(["libpq"])]),
        .target(name: "SalesPostgres", dependencies: ["CLibPQ", .product(name: "SalesSupport", package: "Core")]),
        // The store: sessions, users' settings and failed sign-ins; the token sealer.
        .target(
            name: "SalesTeam",
            dependencies: [
                "SalesPostgres", .product(name: "SalesCrypto", package: "Transport"),
                .product(name: "SalesSupport", package: "Core"),
            ]
        ),
        // Tests only: a real PostgreSQL server for the store specs and the team server's live wiring.
        .target(name: "PostgresTesting", dependencies: ["SalesPostgres"], path: "Tests/PostgresTesting"),
        .testTarget(name: "SalesTeamTests", dependencies: ["SalesTeam", "SalesPostgres", "PostgresTesting"]),
        // The server: its host, request contexts, sign-in, sessions, settings, readiness, telemetry.
        .target(
            name: "SalesTeamServer",
            dependencies: [
                "SalesTeam", "SalesPostgres",
                .product(name: "SalesWeb", package: "Client"),
                .product(name: "SalesClient", package: "Client"),
                .product(name: "SalesCrypto", package: "Transport"),
                .product(name: "SalesConfiguration", package: "Core"),
                .product(name: "SalesCore", package: "Core"), .product(name: "SalesSupport", package: "Core"),
                .product(name: "SalesLocalCopy", package: "Client"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "SalesServerTelemetry", package: "Transport"),
                .product(name: "SalesHTTP", package: "Transport"),
                .product(name: "SalesVersion", package: "Core"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ]
        ),
        .executableTarget(
            name: "sales-web-server",
            dependencies: [
                "SalesTeamServer", "SalesTeam", "SalesPostgres",
                .product(name: "SalesClient", package: "Client"),
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
            name: "SalesTeamServerTests",
            dependencies: [
                "SalesTeamServer",
                .product(name: "SalesWeb", package: "Client"),
                "SalesTeam",
                .product(name: "SalesClient", package: "Client"),
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
