// swift-tools-version:6.1
import PackageDescription

// The one HTTP client of every program: libcurl, with the system's OpenSSL and certificate
// authorities, loaded when the first request needs it. `sales` reaches the sales API through it
// and `sales-middleware` its upstream `/rates`, so no second TLS stack is compiled into either.
// Depends on Core's pure support only.
let package = Package(
    name: "Transport",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SalesHTTP", targets: ["SalesHTTP"])
    ],
    dependencies: [
        .package(path: "../Core"),
        // A scripted HTTP server for the adapter's tests (tests only; Foundation only).
        .package(path: "../TestSupport"),
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
        .testTarget(
            name: "SalesHTTPTests",
            dependencies: [
                "SalesHTTP",
                .product(name: "ScriptedHTTPServer", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
