// swift-tools-version:6.0
import PackageDescription

// Test helpers shared by the packages' own tests: a scripted HTTP server on 127.0.0.1, so adapter
// tests (libcurl in the client, async-http-client in the middleware) talk to a real socket without
// building the fake upstream. Foundation only; compiles in seconds.
let package = Package(
    name: "TestSupport",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ScriptedHTTPServer", targets: ["ScriptedHTTPServer"])
    ],
    targets: [
        .target(name: "ScriptedHTTPServer"),
        .testTarget(name: "ScriptedHTTPServerTests", dependencies: ["ScriptedHTTPServer"]),
    ],
    swiftLanguageModes: [.v6]
)
