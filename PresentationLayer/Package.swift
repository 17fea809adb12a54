// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PresentationLayer",
    platforms: [.macOS(.v15)],
    products: [.library(name: "PresentationLayer", targets: ["PresentationLayer"])],
    dependencies: [
        .package(path: "../SharedUtils"),
        .package(path: "../DomainLayer"),
    ],
    targets: [
        .target(name: "PresentationLayer", dependencies: ["SharedUtils", "DomainLayer"])
    ],
    swiftLanguageModes: [.v6]
)
