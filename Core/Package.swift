// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Core",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SalesCore", targets: ["SalesCore"])
    ],
    dependencies: [
        // Arbitrary-precision integers under `ExactDecimal`: values up to 128 bits stay inline.
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1")
    ],
    targets: [
        .target(name: "SalesCore", dependencies: [.product(name: "BigInt", package: "BigInt")]),
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: ["SalesCore"],
            path: "Benchmarks/CoreBenchmarks"
        ),
        .testTarget(
            name: "SalesCoreTests",
            dependencies: ["SalesCore", .product(name: "BigInt", package: "BigInt")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
