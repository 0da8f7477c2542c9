// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Middleware",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "sales-middleware", targets: ["sales-middleware"]),
        .library(name: "SalesMiddleware", targets: ["SalesMiddleware"]),
    ],
    dependencies: [
        .package(path: "../Core"),
        // A scripted HTTP server for the adapter tests (tests only; Foundation only).
        .package(path: "../TestSupport"),
        // No default traits: the swift-configuration bridge and full-Foundation form coding are not used.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        // The upstream is fetched with libcurl, as the client fetches its APIs.
        .package(path: "../Transport"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        // Already in the graph through Hummingbird: NIO's HTTP/1 parts as Swift's HTTP types.
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        // gzip through the system zlib (zlib1g-dev, installed by make setup).
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "sales-middleware",
            dependencies: [
                .product(name: "SalesServerTelemetry", package: "Transport"),
                "SalesMiddleware",
                .product(name: "SalesCore", package: "Core"),
                .product(name: "SalesConfiguration", package: "Core"),
                .product(name: "SalesOutput", package: "Core"),
                .product(name: "SalesVersion", package: "Core"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // `make bench-middleware`'s reference: Hummingbird at its defaults, one route, fixed bytes.
        .executableTarget(
            name: "bare-hummingbird",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            path: "Benchmarks/BareHummingbird"
        ),
        // glibc's malloc.h (malloc_trim), as a system module: no pkg-config, part of libc.
        .systemLibrary(name: "CMalloc"),
        .target(
            name: "SalesMiddleware",
            dependencies: [
                "CMalloc",
                .product(name: "SalesCore", package: "Core"),
                .product(name: "SalesConfiguration", package: "Core"),
                .product(name: "SalesOutput", package: "Core"),
                .product(name: "SalesJSON", package: "Core"),
                .product(name: "SalesSupport", package: "Core"),
                .product(name: "SalesVersion", package: "Core"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "SalesHTTP", package: "Transport"),
                .product(name: "SalesServerTelemetry", package: "Transport"),
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
            ]
        ),
        .testTarget(
            name: "SalesMiddlewareTests",
            dependencies: [
                .product(name: "SalesServerTelemetry", package: "Transport"),
                "SalesMiddleware",
                .product(name: "SalesCore", package: "Core"),
                .product(name: "SalesVersion", package: "Core"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "AppTesting", package: "TestSupport"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "ScriptedHTTPServer", package: "TestSupport"),
                .product(name: "TestKit", package: "TestSupport"),
                .product(name: "SalesConfiguration", package: "Core"),
                .product(name: "SalesHTTP", package: "Transport"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
