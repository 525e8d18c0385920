import Foundation
import SpecUICompiler
import Testing

/// A spec is a file ending in `.yaml` or `.yml`, in any case, whether it is named or found in a directory.
@Suite struct SpecFileNameTests {
    private let main = "view: Main\nbody:\n  - Up\n  - Down\n"
    private let up = "view: Up\nbody:\n  - Text: \"up\"\n"
    private let down = "view: Down\nbody:\n  - Text: \"down\"\n"

    @Test func aNamedFileThatIsNotASpecIsAUsageError() throws {
        let specs = try SpecDirectory(["Main.yaml": main, "notes.txt": up])
        let run = CommandRun(["check", specs.file("Main.yaml"), specs.file("notes.txt")])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error
                == "specui: error: '\(specs.file("notes.txt"))' is not a spec: a spec file ends in '.yaml' or '.yml'\n"
        )
        let compile = CommandRun(["compile", specs.file("notes.txt"), "--output", specs.file("Out")])
        #expect(compile.exitCode == .usageOrIO)
        #expect(
            compile.error
                == "specui: error: '\(specs.file("notes.txt"))' is not a spec: a spec file ends in '.yaml' or '.yml'\n")
        #expect(!FileManager.default.fileExists(atPath: specs.file("Out")))
    }

    @Test func anExtensionInAnyCaseIsASpecWhetherNamedOrFoundInADirectory() throws {
        let specs = try SpecDirectory(["Main.yaml": main, "Up.YAML": up, "Down.Yml": down])
        let scanned = CommandRun(["check", specs.path])
        #expect(scanned.exitCode == .success)
        #expect(scanned.error == "")
        let named = CommandRun(["check", specs.file("Main.yaml"), specs.file("Up.YAML"), specs.file("Down.Yml")])
        #expect(named.exitCode == .success)
        #expect(named.error == "")

        let output = specs.file("Out")
        let compiled = CommandRun(["compile", specs.path, "--output", output])
        #expect(compiled.error == "compiled 3 specs: 4 written, 0 unchanged, 0 removed\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [
                "Down.swift", "Main.swift", "PreviewRegistry.swift", "Up.swift",
            ])
    }

    @Test func onlySpecNamingAFileThatIsNotASpecIsAUsageError() throws {
        let specs = try SpecDirectory(["Main.yaml": main, "Up.yaml": up, "Down.yaml": down, "notes.txt": up])
        let run = CommandRun([
            "compile", specs.path, "--output", specs.file("Out"), "--only-spec", specs.file("notes.txt"),
        ])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error == """
                specui: error: '--only-spec \(specs.file("notes.txt"))': a spec file ends in '.yaml' or '.yml'
                usage: specui compile [PATH...] --output DIR [--check] [--only NAME]... [--only-spec SPEC]... [--disable-warning CODE]... [--config FILE]
                run 'specui help compile' for more

                """)
        #expect(!FileManager.default.fileExists(atPath: specs.file("Out")))
    }
}
