// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "nexttogo",
    platforms: [.macOS(.v15)],
    products: [.executable(name: "nexttogo", targets: ["nexttogo"])],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.100.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.30.0"),
        .package(path: "SharedUtils"),
        .package(path: "DataLayer"),
        .package(path: "DomainLayer"),
        .package(path: "PresentationLayer"),
    ],
    targets: [
        .executableTarget(
            name: "nexttogo",
            dependencies: ["NextToGoCLI"],
            path: "App/Sources/nexttogo"
        ),
        .target(
            name: "NextToGoCLI",
            dependencies: [
                "LiveHTTP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SharedUtils", package: "SharedUtils"),
                .product(name: "DataLayer", package: "DataLayer"),
                .product(name: "DomainLayer", package: "DomainLayer"),
                .product(name: "PresentationLayer", package: "PresentationLayer"),
            ],
            path: "App/Sources/NextToGoCLI"
        ),
        .target(
            name: "LiveHTTP",
            dependencies: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "SharedUtils", package: "SharedUtils"),
                .product(name: "DataLayer", package: "DataLayer"),
            ],
            path: "App/Sources/LiveHTTP"
        ),
        .executableTarget(
            name: "nexttogo-bench",
            dependencies: [
                "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "DataLayer", package: "DataLayer"),
                .product(name: "DomainLayer", package: "DomainLayer"),
                .product(name: "PresentationLayer", package: "PresentationLayer"),
            ],
            path: "Benchmarks"
        ),
        .target(
            name: "TestSupport",
            dependencies: [
                .product(name: "SharedUtils", package: "SharedUtils"),
                .product(name: "DataLayer", package: "DataLayer"),
                .product(name: "DomainLayer", package: "DomainLayer"),
                .product(name: "PresentationLayer", package: "PresentationLayer"),
            ],
            path: "Tests/TestSupport",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SharedUtilsTests",
            dependencies: [.product(name: "SharedUtils", package: "SharedUtils")],
            path: "Tests/SharedUtilsTests"
        ),
        .testTarget(
            name: "DataLayerTests",
            dependencies: ["TestSupport", .product(name: "DataLayer", package: "DataLayer")],
            path: "Tests/DataLayerTests",
            exclude: ["FuzzRegressions"]
        ),
        .testTarget(
            name: "DomainLayerTests",
            dependencies: ["TestSupport", .product(name: "DomainLayer", package: "DomainLayer")],
            path: "Tests/DomainLayerTests"
        ),
        .testTarget(
            name: "PresentationLayerTests",
            dependencies: [
                "TestSupport", .product(name: "SharedUtils", package: "SharedUtils"),
                .product(name: "PresentationLayer", package: "PresentationLayer"),
            ],
            path: "Tests/PresentationLayerTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "AppTests",
            dependencies: ["TestSupport", "NextToGoCLI", "LiveHTTP"],
            path: "Tests/AppTests",
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
