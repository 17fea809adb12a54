// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SharedUtils",
    platforms: [.macOS(.v15)],
    products: [.library(name: "SharedUtils", targets: ["SharedUtils"])],
    targets: [.target(name: "SharedUtils")],
    swiftLanguageModes: [.v6]
)
