// swift-tools-version:6.1
import PackageDescription

// What every program on the network shares. The one HTTP client: libcurl, with the system's
// OpenSSL and certificate authorities, loaded when the first request needs it — `sales` and
// `sales-web-server` reach the sales API through it and `sales-middleware` its upstream `/rates`,
// so no second TLS stack is compiled into any. And the servers' telemetry (`sales-middleware`,
// `sales-web-server`): log lines as text or JSON written off the request path, Prometheus's names.
// And the one cryptography: AES-256-GCM, SHA-256 and HMAC through the system's OpenSSL (libcrypto),
// which both the client's sealed files and the team server's sealed tokens use.
let package = Package(
    name: "Transport",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SalesHTTP", targets: ["SalesHTTP"]),
        .library(name: "SalesServerTelemetry", targets: ["SalesServerTelemetry"]),
        .library(name: "SalesCrypto", targets: ["SalesCrypto"]),
    ],
    dependencies: [
        .package(path: "../Core"),
        // A scripted HTTP server for the adapter's tests (tests only; Foundation only).
        .package(path: "../TestSupport"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
    ],
    targets: [
        // libcurl's header alone (libcurl4-openssl-dev, which `make setup` installs): the library is
        // loaded when the first request needs it (CurlShim), so nothing links it — no pkg-config,
        // whose `-lcurl` would load it with the program.
        .systemLibrary(name: "CCurl"),
        .target(name: "CurlShim", dependencies: ["CCurl"]),
        .target(
            name: "SalesHTTP",
            dependencies: ["CCurl", "CurlShim", .product(name: "SalesSupport", package: "Core")]
        ),
        .target(
            name: "SalesServerTelemetry",
            dependencies: [
                .product(name: "SalesCore", package: "Core"),
                .product(name: "SalesJSON", package: "Core"),
                .product(name: "SalesOutput", package: "Core"),
                .product(name: "SalesSupport", package: "Core"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        .testTarget(
            name: "SalesServerTelemetryTests",
            dependencies: [
                "SalesServerTelemetry",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "TestKit", package: "TestSupport"),
            ]
        ),
        .testTarget(
            name: "SalesHTTPTests",
            dependencies: [
                "SalesHTTP",
                .product(name: "ScriptedHTTPServer", package: "TestSupport"),
            ]
        ),
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        .target(name: "SalesCrypto", dependencies: ["CCrypto"]),
        .testTarget(name: "SalesCryptoTests", dependencies: ["SalesCrypto"]),
    ],
    swiftLanguageModes: [.v6]
)
