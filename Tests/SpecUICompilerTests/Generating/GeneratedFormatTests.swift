import Foundation
import SpecUICompiler
import Testing

/// Generated code passes `swift format lint --strict` with the repository's configuration.
@Suite struct GeneratedFormatTests {
    @Test func repositorySpecsLintClean() throws {
        let generated = Generated(sources: repositorySpecs().filter { !$0.path.contains("Dashboard") })
        #expect(generated.diagnostics == [])
        try expectLintClean(generated.files)
    }

    /// swift-format cannot break a string literal, so it places a call's lone long argument on a line of its own;
    /// the generator does the same, and lint accepts the long line that is left.
    @Test func aLongLoneArgumentGoesOnALineOfItsOwn() throws {
        let generated = generateView(
            """
            view: TestView
            state:
              name: World
            body:
              - VStack:
                  - Text: "This sentence for the onboarding screen goes on for quite a while, and then some more, {name}."
                  - Text: "Short"
                  - Button: "A button title that explains at length what happens when it is tapped, and why"
                    action:
                      - name = "x"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                #"""
                        VStack {
                            Text(
                                "This sentence for the onboarding screen goes on for quite a while, and then some more, \(name)."
                            )
                            Text("Short")
                            Button(
                                "A button title that explains at length what happens when it is tapped, and why"
                            ) {
                                name = "x"
                            }
                        }
                """#))
        try expectLintClean(generated.files)
    }

    @Test func aListOfOneElementOverManyLinesHasNoTrailingComma() {
        let generated = generateView(
            """
            view: TestView
            body:
              - Text: "Hello"
            """
        )
        #expect(
            generated.body(of: "PreviewRegistry.swift").contains(
                """
                    public static let entries: [PreviewRegistryEntry] = [
                        PreviewRegistryEntry(view: "TestView", preview: nil) {
                            TestView()
                        }
                    ]
                """
            )
        )
    }

    /// Writes `files` to a temporary directory and runs `swift format lint --strict` on them with the repository's
    /// configuration.
    private func expectLintClean(_ files: [String: String]) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "specui-generated-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (name, contents) in files {
            let url = directory.appendingPathComponent(name)
            try contents.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let configuration = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".swift-format")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swift", "format", "lint", "--strict", "--configuration", configuration.path] + paths.sorted()
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output == "")
        #expect(process.terminationStatus == 0)
    }
}
