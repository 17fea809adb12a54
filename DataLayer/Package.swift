// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DataLayer",
    platforms: [.macOS(.v15)],
    products: [.library(name: "DataLayer", targets: ["DataLayer"])],
    dependencies: [.package(path: "../SharedUtils")],
    targets: [
        .target(name: "DataLayer", dependencies: ["SharedUtils"])
    ],
    swiftLanguageModes: [.v6]
)
