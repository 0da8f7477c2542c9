// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for everything that reads bytes from the network or disk: one binary, the
// target chosen by SALES_FUZZ_TARGET. Built only by `make fuzz` (scripts/fuzz.sh), with
// `-sanitize=fuzzer,address` (and lld): without libFuzzer there is no driver to link, so it is not
// among `make build`'s packages.
let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../Client"),
    ],
    targets: [
        .executableTarget(
            name: "sales-fuzz",
            dependencies: [
                .product(name: "SalesCore", package: "Core"),
                .product(name: "SalesJSON", package: "Core"),
                .product(name: "SalesSealedFile", package: "Client"),
                .product(name: "SalesLocalCopy", package: "Client"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
