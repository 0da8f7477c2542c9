// swift-tools-version:6.0
import PackageDescription

// Test helpers shared by the packages' own tests: a scripted HTTP server on 127.0.0.1, so adapter
// tests (libcurl in the client, async-http-client in the middleware) talk to a real socket without
// building the fake upstream; and `TestKit` — the manual clock and the repository's folders
// (fixtures, built executables). Foundation only; compiles in seconds. Never a dependency of a
// server or the client.
let package = Package(
    name: "TestSupport",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ScriptedHTTPServer", targets: ["ScriptedHTTPServer"]),
        .library(name: "TestKit", targets: ["TestKit"]),
    ],
    targets: [
        .target(name: "ScriptedHTTPServer"),
        .target(name: "TestKit"),
        .testTarget(name: "ScriptedHTTPServerTests", dependencies: ["ScriptedHTTPServer"]),
        .testTarget(name: "TestKitTests", dependencies: ["TestKit"]),
    ],
    swiftLanguageModes: [.v6]
)
