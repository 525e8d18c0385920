import Foundation
import SpecUICompiler
import Testing

/// An option that takes one value is given once; a repeatable one adds a value each time.
@Suite struct RepeatedOptionTests {
    private let counter = """
        view: CounterView
        state:
          count: 0
        body:
          - Button: "Add {count}"
            action: count += 1

        """

    @Test func compileRefusesASecondOutputAndWritesNothing() throws {
        let specs = try SpecDirectory(["CounterView.yaml": counter])
        let run = CommandRun(["compile", specs.path, "--output", specs.file("a"), "--output=" + specs.file("b")])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error == """
                specui: error: '--output' is given twice: '\(specs.file("a"))' and '\(specs.file("b"))'
                usage: specui compile [PATH...] --output DIR [--check] [--only NAME]... [--only-spec SPEC]... [--disable-warning CODE]... [--config FILE]
                run 'specui help compile' for more

                """)
        #expect(!FileManager.default.fileExists(atPath: specs.file("a")))
        #expect(!FileManager.default.fileExists(atPath: specs.file("b")))
    }

    @Test func checkRefusesASecondFormatEvenWhenItIsTheSame() throws {
        let specs = try SpecDirectory(["CounterView.yaml": counter])
        let run = CommandRun(["check", specs.path, "--format", "json", "--format", "text"])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error == """
                specui: error: '--format' is given twice: 'json' and 'text'
                usage: specui check [PATH...] [--format text|json] [--disable-warning CODE]... [--config FILE]
                run 'specui help check' for more

                """)
        let same = CommandRun(["check", specs.path, "--format=text", "--format=text"])
        #expect(same.exitCode == .usageOrIO)
        #expect(same.error.hasPrefix("specui: error: '--format' is given twice: 'text' and 'text'\n"))
    }

    @Test func repeatableOptionsAddTheirValues() throws {
        let unused = "view: CounterView\nstate:\n  count: 0\nbody:\n  - Text: \"Hi\"\n"
        let specs = try SpecDirectory([
            "CounterView.yaml": unused, "Other.yaml": unused.replacing("Counter", with: "Other"),
        ])
        let run = CommandRun([
            "compile", specs.path, "--output", specs.file("Out"), "--only", "CounterView", "--only", "OtherView",
            "--disable-warning", "unused-state", "--disable-warning", "file-name-mismatch",
            "--disable-warning", "unused-state",
        ])
        #expect(run.exitCode == .success)
        // Both views are written, and neither's warnings (both specs' diagnostics are printed) are reported.
        #expect(run.error == "")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: specs.file("Out")).sorted() == [
                "CounterView.swift", "OtherView.swift",
            ])
    }
}
