// swift-tools-version:6.1
import PackageDescription

// Test helpers shared by the packages' own tests: a scripted HTTP server on 127.0.0.1, so the
// libcurl adapter's tests (the client's and the middleware's transport) talk to a real socket
// without building the fake upstream; `TestKit` — the manual clock and the repository's folders
// (fixtures, built executables); both Foundation only. And `AppTesting`, which drives a Hummingbird
// application in a route test: in process through its responder, or live on 127.0.0.1 over
// NIO's HTTP/1 client (Hummingbird's own testing library would bring async-http-client and a
// second TLS stack into every build). Never a dependency of a server or the client.
let package = Package(
    name: "TestSupport",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ScriptedHTTPServer", targets: ["ScriptedHTTPServer"]),
        .library(name: "TestKit", targets: ["TestKit"]),
        .library(name: "AppTesting", targets: ["AppTesting"]),
    ],
    dependencies: [
        // Already in the graph through the servers.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    ],
    targets: [
        .target(name: "ScriptedHTTPServer"),
        .target(name: "TestKit"),
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
            ]
        ),
        .testTarget(name: "ScriptedHTTPServerTests", dependencies: ["ScriptedHTTPServer"]),
        .testTarget(name: "TestKitTests", dependencies: ["TestKit"]),
    ],
    swiftLanguageModes: [.v6]
)
