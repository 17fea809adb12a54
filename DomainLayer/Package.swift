// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DomainLayer",
    platforms: [.macOS(.v15)],
    products: [.library(name: "DomainLayer", targets: ["DomainLayer"])],
    dependencies: [
        .package(path: "../SharedUtils"),
        .package(path: "../DataLayer"),
    ],
    targets: [
        .target(name: "DomainLayer", dependencies: ["SharedUtils", "DataLayer"])
    ],
    swiftLanguageModes: [.v6]
)
