// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SpecUI",
    products: [
        .library(name: "SpecUI", targets: ["SpecUI"]),
        .library(name: "SpecUITerminal", targets: ["SpecUITerminal"]),
        .executable(name: "specui", targets: ["specui"]),
        .plugin(name: "SpecUIBuildPlugin", targets: ["SpecUIBuildPlugin"]),
        .plugin(name: "GenerateScreens", targets: ["GenerateScreens"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // Display widths of text in terminal cells, shared by the terminal renderer and the diagnostic caret, and
        // did-you-mean suggestions, shared by diagnostics and the scripted preview events.
        .target(name: "SpecUIText"),
        .target(name: "SpecUICompiler", dependencies: ["CYAML", "SpecUIText"]),
        .target(name: "SpecUI"),
        .target(name: "SpecUITerminal", dependencies: ["SpecUI", "SpecUIText"]),
        // The Swift that `specui compile Specs --output Generated` writes, built with everything else.
        .target(name: "GeneratedScreens", dependencies: ["SpecUI"], path: "Generated"),
        // `specui compile Tests/Fixtures/Hostile --output Tests/HostileScreens`: hostile strings and expressions, built
        // for tests.
        .target(name: "HostileScreens", dependencies: ["SpecUI"], path: "Tests/HostileScreens"),
        .target(name: "SpecUIPreview", dependencies: ["SpecUICompiler", "SpecUI", "SpecUITerminal", "SpecUIText"]),
        // specui and its benchmark allocate with mimalloc (Debian's libmimalloc-dev) instead of glibc's malloc: the
        // compiler's trees are many small, short-lived allocations, made and freed on every core.
        .executableTarget(
            name: "specui", dependencies: ["SpecUICompiler", "SpecUIPreview", "SpecUITerminal", "SpecUI"],
            linkerSettings: [.linkedLibrary("mimalloc")]),
        // Runs the compiled views of GeneratedScreens in the terminal, with `specui preview`'s flags.
        .executableTarget(name: "Gallery", dependencies: ["GeneratedScreens", "SpecUITerminal", "SpecUI"]),
        .executableTarget(
            name: "SpecUIBenchmarks",
            dependencies: ["SpecUICompiler", "CYAML", "SpecUI", "SpecUITerminal", "SpecUIPreview"],
            path: "Benchmarks",
            exclude: ["ListSpecs"],
            linkerSettings: [.linkedLibrary("mimalloc")]
        ),
        // Compiles the specs of the target that applies it, one command per generated file.
        .plugin(name: "SpecUIBuildPlugin", capability: .buildTool(), dependencies: ["specui"]),
        // `swift package --allow-writing-to-package-directory generate-screens`: Specs/ into Generated/.
        .plugin(
            name: "GenerateScreens",
            capability: .command(
                intent: .custom(verb: "generate-screens", description: "Compile Specs/ into Generated/ with specui"),
                permissions: [.writeToPackageDirectory(reason: "writes the generated Swift into the package")]
            ),
            dependencies: ["specui"]
        ),
        .testTarget(name: "SpecUICompilerTests", dependencies: ["SpecUICompiler"]),
        .testTarget(name: "SpecUITests", dependencies: ["SpecUI"]),
        .testTarget(name: "SpecUITerminalTests", dependencies: ["SpecUITerminal", "SpecUI", "SpecUIText"]),
        .testTarget(name: "HostileScreensTests", dependencies: ["HostileScreens", "SpecUI", "SpecUITerminal"]),
        .testTarget(
            name: "SpecUIPreviewTests", dependencies: ["SpecUIPreview", "SpecUICompiler", "SpecUI", "SpecUITerminal"]),
        // The interpreter and the compiled views draw and trace the same for every spec.
        .testTarget(
            name: "DifferentialTests",
            dependencies: ["SpecUIPreview", "SpecUICompiler", "SpecUI", "SpecUITerminal", "GeneratedScreens"]),
    ],
    swiftLanguageModes: [.v6]
)
