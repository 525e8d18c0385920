import SpecUICompiler
import Testing

/// Identical input gives byte-identical output, whatever the order of the files.
@Suite struct DeterminismTests {
    @Test func outputDoesNotDependOnInputOrder() {
        let sources = repositorySpecs().filter { !$0.path.contains("Dashboard") }
        #expect(sources.count >= 4)
        let forward = Generated(sources: sources)
        let backward = Generated(sources: sources.reversed())
        #expect(forward.diagnostics == [])
        #expect(!forward.files.isEmpty)
        #expect(forward.files == backward.files)
    }

    /// The hash is of the code below the header: a spec edit that changes no code (a comment, another view of the
    /// unit) leaves every file byte for byte as it was, so nothing is rewritten or recompiled.
    @Test func hashCoversTheGeneratedCodeAndNothingElse() {
        let spec = "view: A\nbody:\n  - Text: \"x\"\n"
        let other = "view: B\nstate:\n  n: 0\nbody:\n  - Button: \"+\"\n    action: n += 1\n"
        let first = Generated(["Specs/A.yaml": spec, "Specs/B.yaml": other])
        let lines = (first.files["A.swift"] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines[1] == "// specui-hash: \(ContentHash.hex(of: Array(lines.dropFirst(2).joined(separator: "\n").utf8)))"
        )
        #expect(lines[1] == "// specui-hash: a3a52e83a2c755c5")
        #expect(Generated(["Specs/A.yaml": spec, "Specs/B.yaml": other]).files == first.files)
        // A comment, and a change to another view's action, change no file but that view's.
        let edited = Generated([
            "Specs/A.yaml": spec + "# comment\n", "Specs/B.yaml": other.replacing("+= 1", with: "+= 2"),
        ])
        #expect(edited.files.filter { $0.key != "B.swift" } == first.files.filter { $0.key != "B.swift" })
        #expect(edited.files["B.swift"] != first.files["B.swift"])
        // A change to the code changes the hash.
        let changed = Generated(["Specs/A.yaml": spec.replacing("\"x\"", with: "\"y\""), "Specs/B.yaml": other])
        #expect(changed.files["A.swift"]?.split(separator: "\n")[1] != lines[1])
    }

    @Test func filesAreSortedByName() {
        let generated = Generated(sources: repositorySpecs().filter { !$0.path.contains("Dashboard") }.reversed())
        #expect(generated.names.contains("Types.swift"))
        #expect(generated.names.contains("CounterView.swift"))
        #expect(generated.names == generated.names.sorted())
    }
}
