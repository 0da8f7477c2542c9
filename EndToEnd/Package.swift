// swift-tools-version:6.0
import PackageDescription

// The project's executables (fake-upstream, sales-middleware, sales) driven as real processes on
// 127.0.0.1 at free ports. Depends on none of the packages: it runs what `make test` built, so CI
// compiles no server package a second time. The shell suite (`scripts/e2e.sh`) holds the user
// scenarios checked against an independent oracle; these tests cover what it does not.
let package = Package(
    name: "EndToEnd",
    platforms: [.macOS(.v15)],
    targets: [
        .testTarget(name: "EndToEndTests")
    ],
    swiftLanguageModes: [.v6]
)
