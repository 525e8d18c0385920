import Foundation
import GeneratedScreens
import SpecUI
import SpecUICompiler
import SpecUIPreview
import SpecUITerminal
import Testing

/// The interpreter running a spec and the compiled view of Generated/ draw the same frame and evaluate the same
/// bodies, in the same order, under the same scripted events.
@MainActor
@Suite struct DifferentialTests {
    /// Specs/ checked as one unit, as `specui compile Specs` checks it.
    static let unit: CheckedUnit? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        guard let paths = try? SpecFiles.discover([root + "/Specs"]), let sources = try? SpecFiles.read(paths) else {
            return nil
        }
        return Pipeline.check(sources).unit
    }()

    @Test(arguments: ScreenScript.all)
    func interpretedAndCompiledAgree(_ script: ScreenScript) throws {
        let unit = try #require(Self.unit)
        let interpreter = SpecInterpreter(unit: unit)
        let interpretedHost = ViewHost(try interpreter.makeView(named: script.view, preview: script.preview))
        let interpreted = snapshot(interpretedHost, script) { interpreter.runtimeErrors.map(\.message) }

        let entry = try #require(
            PreviewRegistry.entries.first { $0.view == script.view && $0.preview == script.preview })
        let compiledHost = host(entry.make())
        let compiled = snapshot(compiledHost, script) { [] }

        #expect(!interpreted.failed, "\(interpreted.errorOutput)")
        #expect(!compiled.failed, "\(compiled.errorOutput)")
        #expect(lines(interpreted.output) == lines(compiled.output))
        #expect(lines(interpreted.errorOutput) == lines(compiled.errorOutput))
        #expect(interpreted.errorOutput.contains("body-evaluations: "))
    }

    @Test func everyViewOfSpecsHasAScriptAndEveryControlledViewAtLeastTwoEvents() throws {
        let unit = try #require(Self.unit)
        let views = Set(unit.viewsSortedByName.map(\.name.name))
        #expect(Set(ScreenScript.all.map(\.view)) == views)
        #expect(Set(PreviewRegistry.entries.map(\.view)) == views)
        for script in ScreenScript.all {
            let host = host(
                PreviewRegistry.entries.first { $0.view == script.view && $0.preview == script.preview }!
                    .make())
            if !host.actionables.isEmpty {
                #expect(script.events.count >= 2, "\(script.testDescription)")
            }
        }
    }

    @Test func everyPreviewOfTheRegistryIsScripted() {
        let scripted = Set(ScreenScript.all.map { "\($0.view) \($0.preview ?? "")" })
        let missing = PreviewRegistry.entries.map { "\($0.view) \($0.preview ?? "")" }.filter { !scripted.contains($0) }
        #expect(missing == [])
    }

    private func host(_ view: any View) -> ViewHost {
        ViewHost(view)
    }

    private func snapshot(_ host: ViewHost, _ script: ScreenScript, problems: () -> [String]) -> ScriptedSnapshot {
        ScriptedSnapshot(
            host: host, size: script.size, events: script.events, color: .plain, trace: true,
            problems: { problems() + host.runtimeIssues })
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
