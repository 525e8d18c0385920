import Foundation
import SpecUICompiler
import Testing

/// Generated code passes `swift format lint --strict` with the repository's configuration.
@Suite struct GeneratedFormatTests {
    @Test func repositorySpecsLintClean() throws {
        let generated = Generated(sources: repositorySpecs().filter { !$0.path.contains("Dashboard") })
        #expect(generated.diagnostics == [])
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("specui-generated-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (name, contents) in generated.files {
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
}
