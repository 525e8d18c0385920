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

    @Test func hashCoversSpecBytesAndNothingElse() {
        let spec = "view: A\nbody:\n  - Text: \"x\"\n"
        let first = Generated(["Specs/A.yaml": spec]).files["A.swift"] ?? ""
        let again = Generated(["Specs/A.yaml": spec]).files["A.swift"] ?? ""
        let edited = Generated(["Specs/A.yaml": spec + "# comment\n"]).files["A.swift"] ?? ""
        #expect(first.split(separator: "\n")[1] == "// specui-hash: 8987f3b64b77b628")
        #expect(first == again)
        #expect(edited.split(separator: "\n")[1] != first.split(separator: "\n")[1])
        // A comment in the spec changes the hash line only.
        #expect(edited.split(separator: "\n").dropFirst(2) == first.split(separator: "\n").dropFirst(2))
    }

    @Test func filesAreSortedByName() {
        let generated = Generated(sources: repositorySpecs().filter { !$0.path.contains("Dashboard") }.reversed())
        #expect(generated.names.contains("Types.swift"))
        #expect(generated.names.contains("CounterView.swift"))
        #expect(generated.names == generated.names.sorted())
    }
}
