// swift-tools-version: 6.0
import PackageDescription

// A package whose screens are specs inside its target: SpecUIBuildPlugin compiles them on every build.
let package = Package(
    name: "TodoApp",
    // The generated views' `onChange(of:) { ... }` is SwiftUI's from iOS 17 and macOS 14; Linux ignores this.
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(name: "SpecUI", path: "../..")
    ],
    targets: [
        .target(
            name: "TodoScreens",
            dependencies: [.product(name: "SpecUI", package: "SpecUI")],
            plugins: [.plugin(name: "SpecUIBuildPlugin", package: "SpecUI")]
        ),
        .testTarget(
            name: "TodoScreensTests",
            dependencies: ["TodoScreens", .product(name: "SpecUITerminal", package: "SpecUI")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
