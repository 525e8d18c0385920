import Foundation
import SpecUI
import SpecUIPreview
import SpecUITerminal
import Testing

/// What `preview --watch` keeps when the spec is edited: root state with the same name and type.
@MainActor
@Suite struct WatchReloadTests {
    private static let counter = """
        view: Counter
        state:
          count: 0
          label: "Count"
        body:
          - Text: "{label}: {count}"
          - Button: "Add"
            action: count += 1
        """

    private func reload(to edited: String) throws -> [String] {
        let specs = try TemporarySpecs(["Counter.yaml": Self.counter])
        let options = PreviewOptions(spec: specs.file("Counter.yaml"))
        let recorder = StateRecorder()
        let first = try PreviewInstance(unit: try PreviewUnit.load(options), options: options, recorder: recorder)
        first.host.tap("Add")
        first.host.tap("Add")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: specs.file("Counter.yaml")))
        let unit = try PreviewUnit.load(options)
        let second = try PreviewInstance(
            unit: unit, options: options, kept: recorder.values(fitting: unit), recorder: recorder)
        return second.host.resolved.texts
    }

    @Test func stateWithTheSameNameAndTypeIsKept() throws {
        let edited = Self.counter.replacingOccurrences(of: "\"{label}: {count}\"", with: "\"{label} = {count}\"")
        #expect(try reload(to: edited) == ["Count = 2", "Add"])
    }

    @Test func stateWhoseTypeChangedStartsAgain() throws {
        let edited = Self.counter.replacingOccurrences(of: "count: 0", with: "count: \"none\"")
            .replacingOccurrences(of: "count += 1", with: "count = \"one\"")
        #expect(try reload(to: edited) == ["Count: none", "Add"])
    }

    /// A spec added to the unit's directory is a change, as an edit is: the stamps `--watch` compares differ.
    @Test func aSpecAddedToTheDirectoryIsAChange() throws {
        let specs = try TemporarySpecs(["Counter.yaml": Self.counter])
        let unit = try PreviewUnit.load(PreviewOptions(spec: specs.file("Counter.yaml")))
        let before = unit.fileStamps
        #expect(unit.fileStamps == before)
        try Data("view: New\nbody:\n  - Txt: x\n".utf8).write(to: URL(fileURLWithPath: specs.file("New.yaml")))
        #expect(unit.fileStamps != before)
        let reloaded = try PreviewUnit.load(PreviewOptions(spec: specs.file("Counter.yaml")))
        #expect(reloaded.result.hasErrors)
    }

    /// A spec that is a link is watched through it: an edit of the file it leads to is a change, and so is a file
    /// moved over it that keeps its size, with one write of the same second.
    @Test func anEditOfALinkedSpecsFileIsAChange() throws {
        let specs = try TemporarySpecs(["Real/Counter.yaml": Self.counter, "Other.yaml": Self.counter])
        let link = specs.file("Linked/Counter.yaml")
        try FileManager.default.createDirectory(atPath: specs.file("Linked"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: specs.file("Real/Counter.yaml"))
        let unit = try PreviewUnit.load(PreviewOptions(spec: link))
        let before = unit.fileStamps
        let edited = Self.counter.replacingOccurrences(of: "\"Count\"", with: "\"Total\"")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: specs.file("Real/Counter.yaml")))
        #expect(unit.fileStamps != before)
        let edit = unit.fileStamps
        try FileManager.default.removeItem(atPath: specs.file("Real/Counter.yaml"))
        try FileManager.default.moveItem(atPath: specs.file("Other.yaml"), toPath: specs.file("Real/Counter.yaml"))
        #expect(unit.fileStamps != edit)
    }

    @Test func aBrokenSpecReportsItsDiagnostics() throws {
        let specs = try TemporarySpecs([
            "Counter.yaml": Self.counter.replacingOccurrences(of: "{count}", with: "{cont}")
        ])
        let unit = try PreviewUnit.load(PreviewOptions(spec: specs.file("Counter.yaml")))
        #expect(unit.result.hasErrors)
        #expect(
            unit.renderedDiagnostics.contains(
                "Counter.yaml:6:22: error: cannot find 'cont' in scope; did you mean 'count'? [unknown-name]"))
    }

    /// An error in another spec of the unit is reported with the note that SPEC has none, as without `--watch`.
    @Test func anErrorInAnotherSpecIsReportedWithTheNoteThatSpecHasNone() throws {
        let specs = try TemporarySpecs([
            "Counter.yaml": Self.counter, "Broken.yaml": "view: Broken\nbody:\n  - Txt: hi\n",
        ])
        let unit = try PreviewUnit.load(PreviewOptions(spec: specs.file("Counter.yaml")))
        #expect(unit.errorReport.hasPrefix(unit.renderedDiagnostics))
        #expect(
            unit.errorReport.hasSuffix(
                "specui: note: '\(specs.file("Counter.yaml"))' has no error, but it is checked with every spec of '"
                    + "\(specs.file("").dropLast())', and a unit with an error is not shown; fix it, or give '--specs' "
                    + "a folder of only the specs it uses\n"))
    }

    @Test func diagnosticsAreDrawnFromTheTopLeftCornerWithTheirCaretsInPlace() {
        let diagnostics = """
            A.yaml:6:22: error: cannot find 'cont' in scope [unknown-name]
                  - Text: "{label}: {cont}"
                                     ^~~~

            """
        let snapshot = TerminalRenderer.snapshot(
            host: PreviewWatcher.messageHost(diagnostics), size: TerminalSize(columns: 34, rows: 6))
        #expect(
            snapshot.lines == [
                "A.yaml:6:22: error: cannot find   ",
                "'cont' in scope [unknown-name]    ",
                "      - Text: \"{label}: {cont}\"   ",
                "                         ^~~~     ",
                "                                  ",
                "                                  ",
            ])
    }
}

extension WatchReloadTests {
    /// Diagnostics taller than the window are reached with Page Down, a window at a time.
    @Test func diagnosticsTallerThanTheWindowScrollWithPageDown() {
        let lines = (1...9).map { "A.yaml:\($0):1: error: problem \($0)" }.joined(separator: "\n")
        let session = TerminalSession(host: PreviewWatcher.messageHost(lines))
        let size = TerminalSize(columns: 30, rows: 3)
        #expect(session.frame(size: size).lines().first == "A.yaml:1:1: error: problem 1  ")
        _ = session.handle(.pageDown)
        #expect(session.frame(size: size).lines().first == "A.yaml:4:1: error: problem 4  ")
        _ = session.handle(.end)
        #expect(session.frame(size: size).lines().last == "A.yaml:9:1: error: problem 9  ")
    }
}
