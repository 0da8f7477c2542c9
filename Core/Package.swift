// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Core",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SalesCore", targets: ["SalesCore"])
    ],
    targets: [
        .target(name: "SalesCore"),
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: ["SalesCore"],
            path: "Benchmarks/CoreBenchmarks"
        ),
        .testTarget(name: "SalesCoreTests", dependencies: ["SalesCore"]),
    ],
    swiftLanguageModes: [.v6]
)
