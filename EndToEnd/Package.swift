// swift-tools-version:6.0
import PackageDescription

// The project's executables (fake-upstream, sales-middleware, sales) driven as real processes on
// 127.0.0.1 at free ports. Depends on none of the program packages: it runs what `make build`
// built, so nothing is compiled a second time for it (TestKit, Foundation only, finds the
// repository). The shell suite (`scripts/e2e.sh`) holds the user scenarios checked against an
// independent oracle; these tests cover what it does not.
let package = Package(
    name: "EndToEnd",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../TestSupport")],
    targets: [
        .testTarget(name: "EndToEndTests", dependencies: [.product(name: "TestKit", package: "TestSupport")])
    ],
    swiftLanguageModes: [.v6]
)
