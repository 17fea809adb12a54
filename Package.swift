// swift-tools-version: 6.2
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
        // HTTP/1 to HTTP types, for `serve`'s own connection pipeline (Hummingbird's is built on it).
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
        // `serve`'s web server; its default traits would build swift-configuration, unused here.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.0", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.3.0"),
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
                "BoardServer",
                "Spawning",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SharedUtils", package: "SharedUtils"),
                .product(name: "DataLayer", package: "DataLayer"),
                .product(name: "DomainLayer", package: "DomainLayer"),
                .product(name: "PresentationLayer", package: "PresentationLayer"),
            ],
            path: "App/Sources/NextToGoCLI"
        ),
        .target(name: "Spawning", path: "App/Sources/Spawning"),
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
        .target(
            name: "BoardServer",
            dependencies: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "SharedUtils", package: "SharedUtils"),
                .product(name: "DomainLayer", package: "DomainLayer"),
                .product(name: "PresentationLayer", package: "PresentationLayer"),
            ],
            path: "App/Sources/BoardServer"
        ),
        .executableTarget(
            name: "nexttogo-bench",
            dependencies: [
                "TestSupport", "Spawning",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "DataLayer", package: "DataLayer"),
                .product(name: "DomainLayer", package: "DomainLayer"),
                .product(name: "PresentationLayer", package: "PresentationLayer"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                "BoardServer",
            ],
            path: "Benchmarks"
        ),
        .target(
            name: "TestSupport",
            dependencies: [
                "Spawning",
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
            dependencies: ["TestSupport", "Spawning", .product(name: "DataLayer", package: "DataLayer")],
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
            dependencies: [
                "TestSupport", "NextToGoCLI", "LiveHTTP", "BoardServer", "Spawning",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ],
            path: "Tests/AppTests",
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
