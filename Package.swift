// swift-tools-version:6.1
import PackageDescription

// The whole repository as one build graph: every target of Core/, Transport/, TestSupport/, Tools/,
// Middleware/, Client/, Team/ and EndToEnd/, declared by path, so one `swift build` per configuration
// compiles each dependency (SwiftNIO, Hummingbird, Core…) once and schedules all of it together.
// Each folder keeps its own manifest and still builds and tests alone (`swift test --package-path
// Client`, the Dockerfiles); `make lint` (scripts/check-manifests.py) proves that every target here
// is declared there with the same path and the same dependencies, so the two cannot drift.
// Fuzz/ is the one build outside it: its sanitizers need a build of their own.

let package = Package(
    name: "SaleAssistant",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "sales", targets: ["sales"]),
        .executable(name: "sales-middleware", targets: ["sales-middleware"]),
        .executable(name: "sales-web-server", targets: ["sales-web-server"]),
        .executable(name: "fake-upstream", targets: ["fake-upstream"]),
    ],
    dependencies: [
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        // No default traits: the swift-configuration bridge and full-Foundation form coding are not used.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        // Already in the graph through Hummingbird: NIO's HTTP/1 parts as Swift's HTTP types.
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
    ],
    targets: core + transport + testSupport + tools + middleware + client + team + endToEnd,
    swiftLanguageModes: [.v6]
)

// MARK: Core/

var core: [Target] {
    [
        .target(
            name: "SalesCore",
            dependencies: ["SalesJSON", "SalesSupport", .product(name: "BigInt", package: "BigInt")],
            path: "Core/Sources/SalesCore"
        ),
        .target(name: "SalesVersion", path: "Core/Sources/SalesVersion", plugins: ["VersionPlugin"]),
        .plugin(name: "VersionPlugin", capability: .buildTool(), path: "Core/Plugins/VersionPlugin"),
        .target(name: "SalesJSON", dependencies: ["SalesSupport"], path: "Core/Sources/SalesJSON"),
        .target(name: "SalesConfiguration", dependencies: ["SalesSupport"], path: "Core/Sources/SalesConfiguration"),
        .target(name: "SalesSupport", path: "Core/Sources/SalesSupport"),
        .target(name: "SalesOutput", path: "Core/Sources/SalesOutput"),
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: ["SalesCore", "SalesSupport"],
            path: "Core/Benchmarks/CoreBenchmarks"
        ),
        .testTarget(
            name: "SalesCoreTests",
            dependencies: ["SalesCore", "SalesSupport", .product(name: "BigInt", package: "BigInt"), "TestKit"],
            path: "Core/Tests/SalesCoreTests"
        ),
        .testTarget(name: "SalesJSONTests", dependencies: ["SalesJSON"], path: "Core/Tests/SalesJSONTests"),
        .testTarget(
            name: "SalesConfigurationTests",
            dependencies: ["SalesConfiguration"],
            path: "Core/Tests/SalesConfigurationTests"
        ),
        .testTarget(name: "SalesSupportTests", dependencies: ["SalesSupport"], path: "Core/Tests/SalesSupportTests"),
        .testTarget(name: "SalesOutputTests", dependencies: ["SalesOutput"], path: "Core/Tests/SalesOutputTests"),
    ]
}

// MARK: Transport/

var transport: [Target] {
    [
        // libcurl's header alone: loaded when the first request needs it (Transport/Package.swift).
        .systemLibrary(name: "CCurl", path: "Transport/Sources/CCurl"),
        .target(name: "CurlShim", dependencies: ["CCurl"], path: "Transport/Sources/CurlShim"),
        .target(
            name: "SalesHTTP", dependencies: ["CCurl", "CurlShim", "SalesSupport"], path: "Transport/Sources/SalesHTTP"),
        .target(
            name: "SalesServerTelemetry",
            dependencies: [
                "SalesCore",
                "SalesJSON",
                "SalesOutput",
                "SalesSupport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            path: "Transport/Sources/SalesServerTelemetry"
        ),
        .testTarget(
            name: "SalesServerTelemetryTests",
            dependencies: [
                "SalesServerTelemetry", .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"), "TestKit",
            ],
            path: "Transport/Tests/SalesServerTelemetryTests"
        ),
        .testTarget(
            name: "SalesHTTPTests",
            dependencies: ["SalesHTTP", "ScriptedHTTPServer"],
            path: "Transport/Tests/SalesHTTPTests"
        ),
        // AES-256-GCM, SHA-256 and HMAC through the system's OpenSSL (libcrypto): the client's
        // sealed files and the team server's sealed tokens and session hashes.
        .systemLibrary(
            name: "CCrypto",
            path: "Transport/Sources/CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        .target(name: "SalesCrypto", dependencies: ["CCrypto"], path: "Transport/Sources/SalesCrypto"),
        .testTarget(name: "SalesCryptoTests", dependencies: ["SalesCrypto"], path: "Transport/Tests/SalesCryptoTests"),
    ]
}

// MARK: TestSupport/

var testSupport: [Target] {
    [
        .target(name: "ScriptedHTTPServer", path: "TestSupport/Sources/ScriptedHTTPServer"),
        .target(name: "TestKit", path: "TestSupport/Sources/TestKit"),
        .target(
            name: "AppTesting",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "TestSupport/Sources/AppTesting"
        ),
        .testTarget(
            name: "ScriptedHTTPServerTests",
            dependencies: ["ScriptedHTTPServer"],
            path: "TestSupport/Tests/ScriptedHTTPServerTests"
        ),
        .testTarget(name: "TestKitTests", dependencies: ["TestKit"], path: "TestSupport/Tests/TestKitTests"),
    ]
}

// MARK: Tools/

var tools: [Target] {
    [
        .executableTarget(
            name: "fake-upstream",
            dependencies: [
                "FakeUpstream",
                "SalesConfiguration",
                "SalesOutput",
                "SalesVersion",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tools/Sources/fake-upstream"
        ),
        .target(
            name: "FakeUpstream",
            dependencies: [
                "SalesConfiguration",
                "SalesCore",
                "SalesJSON",
                "SalesSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Tools/Sources/FakeUpstream"
        ),
        .testTarget(
            name: "FakeUpstreamTests",
            dependencies: [
                "FakeUpstream",
                .product(name: "Hummingbird", package: "hummingbird"),
                "AppTesting",
                "SalesCore",
                "SalesConfiguration",
                "TestKit",
            ],
            path: "Tools/Tests/FakeUpstreamTests"
        ),
    ]
}

// MARK: Middleware/

var middleware: [Target] {
    [
        .executableTarget(
            name: "sales-middleware",
            dependencies: [
                "SalesServerTelemetry",
                "SalesMiddleware",
                "SalesCore",
                "SalesConfiguration",
                "SalesOutput",
                "SalesVersion",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            path: "Middleware/Sources/sales-middleware"
        ),
        .executableTarget(
            name: "bare-hummingbird",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            path: "Middleware/Benchmarks/BareHummingbird"
        ),
        .systemLibrary(name: "CMalloc", path: "Middleware/Sources/CMalloc"),
        .target(
            name: "SalesMiddleware",
            dependencies: [
                "SalesServerTelemetry",
                "CMalloc",
                "SalesCore",
                "SalesConfiguration",
                "SalesOutput",
                "SalesJSON",
                "SalesSupport",
                "SalesVersion",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                "SalesHTTP",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            path: "Middleware/Sources/SalesMiddleware"
        ),
        .testTarget(
            name: "SalesMiddlewareTests",
            dependencies: [
                "SalesServerTelemetry",
                "SalesMiddleware",
                "SalesCore",
                "SalesVersion",
                .product(name: "Hummingbird", package: "hummingbird"),
                "AppTesting",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                "ScriptedHTTPServer",
                "TestKit",
                "SalesConfiguration",
                "SalesHTTP",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            path: "Middleware/Tests/SalesMiddlewareTests"
        ),
    ]
}

// MARK: Client/

var client: [Target] {
    [
        .target(name: "SystemShim", path: "Client/Sources/SystemShim"),
        // Spreadsheets: Debian's libxlsxwriter, as libcurl is a system library.
        .systemLibrary(
            name: "CXLSXWriter",
            path: "Client/Sources/CXLSXWriter",
            pkgConfig: "xlsxwriter",
            providers: [.apt(["libxlsxwriter-dev"]), .brew(["libxlsxwriter"])]
        ),
        .target(name: "SalesXLSX", dependencies: ["CXLSXWriter"], path: "Client/Sources/SalesXLSX"),
        .testTarget(name: "SalesXLSXTests", dependencies: ["SalesXLSX"], path: "Client/Tests/SalesXLSXTests"),
        .target(name: "SalesSealedFile", path: "Client/Sources/SalesSealedFile"),
        .target(
            name: "SalesLocalCopy", dependencies: ["SalesCore", "SalesSupport"], path: "Client/Sources/SalesLocalCopy"),
        .target(
            name: "SalesClient",
            dependencies: [
                "SalesCore",
                "SalesConfiguration",
                "SalesJSON",
                "SalesOutput",
                "SalesSupport",
                "SalesVersion",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "SalesHTTP",
                "SystemShim",
                "SalesCrypto",
                "SalesXLSX",
                "SalesSealedFile",
                "SalesLocalCopy",
            ],
            path: "Client/Sources/SalesClient"
        ),
        .executableTarget(
            name: "sales",
            dependencies: [
                "SalesWeb",
                "SalesClient",
                "SalesCore",
                "SalesOutput",
                "SalesVersion",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Client/Sources/sales"
        ),
        .executableTarget(
            name: "AppBenchmarks",
            dependencies: ["SalesClient", "SalesCore", "SalesHTTP", "SalesLocalCopy", "TestKit"],
            path: "Client/Benchmarks/AppBenchmarks"
        ),
        .testTarget(
            name: "SalesClientTests",
            dependencies: [
                "SalesClient",
                "SalesCrypto",
                "SalesXLSX",
                "SalesHTTP",
                "SalesSealedFile",
                "SalesLocalCopy",
                "SalesCore",
                "SalesOutput",
                "SalesSupport",
                "SalesVersion",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "ScriptedHTTPServer",
                "TestKit",
            ],
            path: "Client/Tests/SalesClientTests"
        ),
        .target(
            name: "SalesWeb",
            dependencies: [
                "SalesClient",
                "SalesHTTP",
                "SalesCore",
                "SalesSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Client/Sources/SalesWeb"
        ),
        .testTarget(
            name: "SalesWebTests",
            dependencies: [
                "SalesWeb",
                "SalesClient",
                .product(name: "Logging", package: "swift-log"),
                "ScriptedHTTPServer",
                "SalesHTTP",
                "SalesCore",
                .product(name: "Hummingbird", package: "hummingbird"),
                "AppTesting",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                "TestKit",
            ],
            path: "Client/Tests/SalesWebTests"
        ),
    ]
}

// MARK: Team/

var team: [Target] {
    [
        // The team server's store: PostgreSQL's own client library (Debian's libpq, with the
        // system's OpenSSL for `sslmode`), sessions, users' settings and failed sign-ins.
        .systemLibrary(
            name: "CLibPQ",
            path: "Team/Sources/CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"]), .brew(["libpq"])]
        ),
        .target(name: "SalesPostgres", dependencies: ["CLibPQ", "SalesSupport"], path: "Team/Sources/SalesPostgres"),
        .target(
            name: "SalesTeam",
            dependencies: ["SalesPostgres", "SalesCrypto", "SalesSupport"],
            path: "Team/Sources/SalesTeam"
        ),
        // Tests only: a real PostgreSQL server for the store specs and the team server's live wiring.
        .target(name: "PostgresTesting", dependencies: ["SalesPostgres"], path: "Team/Tests/PostgresTesting"),
        .testTarget(
            name: "SalesTeamTests",
            dependencies: ["SalesTeam", "SalesPostgres", "PostgresTesting"],
            path: "Team/Tests/SalesTeamTests"
        ),
        // The team server: `sales web`'s pages for every manager, replicas sharing PostgreSQL.
        .target(
            name: "SalesTeamServer",
            dependencies: [
                "SalesTeam",
                "SalesPostgres",
                "SalesWeb",
                "SalesClient",
                "SalesCrypto",
                "SalesConfiguration",
                "SalesCore",
                "SalesSupport",
                "SalesLocalCopy",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Metrics", package: "swift-metrics"),
                "SalesServerTelemetry",
                "SalesHTTP",
                "SalesVersion",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            path: "Team/Sources/SalesTeamServer"
        ),
        .executableTarget(
            name: "sales-web-server",
            dependencies: [
                "SalesTeamServer",
                "SalesTeam",
                "SalesPostgres",
                "SalesClient",
                "SalesConfiguration",
                "SalesCore",
                "SalesHTTP",
                "SalesVersion",
                "SalesOutput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                "SalesServerTelemetry",
            ],
            path: "Team/Sources/sales-web-server"
        ),
        .testTarget(
            name: "SalesTeamServerTests",
            dependencies: [
                "SalesTeamServer",
                "SalesWeb",
                "SalesTeam",
                "SalesClient",
                "SalesConfiguration",
                "SalesCore",
                "SalesHTTP",
                "AppTesting",
                "ScriptedHTTPServer",
                "PostgresTesting",
                "SalesPostgres",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Team/Tests/SalesTeamServerTests"
        ),
    ]
}

// MARK: EndToEnd/

var endToEnd: [Target] {
    [.testTarget(name: "EndToEndTests", dependencies: ["TestKit"], path: "EndToEnd/Tests/EndToEndTests")]
}
