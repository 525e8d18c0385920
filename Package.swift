// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SpecUI",
    products: [
        .library(name: "SpecUI", targets: ["SpecUI"]),
        .library(name: "SpecUITerminal", targets: ["SpecUITerminal"]),
        .executable(name: "specui", targets: ["specui"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(name: "SpecUICompiler", dependencies: ["CYAML"]),
        .target(name: "SpecUI"),
        .target(name: "SpecUITerminal", dependencies: ["SpecUI"]),
        // The Swift that `specui compile Specs --output Generated` writes, built with everything else.
        .target(name: "GeneratedScreens", dependencies: ["SpecUI"], path: "Generated"),
        // `specui compile Tests/Fixtures/Hostile --output Tests/HostileScreens`: hostile strings, built for tests.
        .target(name: "HostileScreens", dependencies: ["SpecUI"], path: "Tests/HostileScreens"),
        .target(name: "SpecUIPreview", dependencies: ["SpecUICompiler", "SpecUI", "SpecUITerminal"]),
        .executableTarget(
            name: "specui", dependencies: ["SpecUICompiler", "SpecUIPreview", "SpecUITerminal", "SpecUI"]),
        .executableTarget(
            name: "SpecUIBenchmarks",
            dependencies: ["SpecUICompiler", "CYAML", "SpecUI", "SpecUITerminal", "SpecUIPreview"],
            path: "Benchmarks"
        ),
        .testTarget(name: "SpecUICompilerTests", dependencies: ["SpecUICompiler"]),
        .testTarget(name: "SpecUITests", dependencies: ["SpecUI"]),
        .testTarget(name: "SpecUITerminalTests", dependencies: ["SpecUITerminal", "SpecUI"]),
        .testTarget(name: "HostileScreensTests", dependencies: ["HostileScreens", "SpecUI", "SpecUITerminal"]),
        .testTarget(
            name: "SpecUIPreviewTests", dependencies: ["SpecUIPreview", "SpecUICompiler", "SpecUI", "SpecUITerminal"]),
    ],
    swiftLanguageModes: [.v6]
)
