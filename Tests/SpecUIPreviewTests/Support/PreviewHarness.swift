import Foundation
import SpecUI
import SpecUICompiler
import SpecUIPreview
import Testing

/// Checks spec texts as one compile unit; a spec that does not check clean fails the test with its diagnostics.
func checkedUnit(_ files: [(path: String, text: String)], sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> CheckedUnit?
{
    let sources = files.map { SpecSource(path: $0.path, bytes: Array($0.text.utf8)) }
    let result = Pipeline.check(sources)
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map { "\($0.location): \($0.message)" })", sourceLocation: sourceLocation)
    return errors.isEmpty ? result.unit : nil
}

/// The named specs of the repository's Specs/ directory (`CounterView.yaml`), checked together with Types.yaml.
func repositoryUnit(_ names: String..., sourceLocation: Testing.SourceLocation = #_sourceLocation) -> CheckedUnit? {
    let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Specs")
    let files = (names + ["Types"]).map { $0 + ".yaml" }.compactMap { name -> (String, String)? in
        guard let text = try? String(contentsOf: specs.appendingPathComponent(name), encoding: .utf8) else {
            return nil
        }
        return ("Specs/" + name, text)
    }
    return checkedUnit(files, sourceLocation: sourceLocation)
}

/// One interpreted view running in a headless host.
@MainActor
struct Preview {
    let interpreter: SpecInterpreter
    let host: ViewHost

    init?(
        _ unit: CheckedUnit?, view: String, values: [String: Value] = [:], preview: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let unit else { return nil }
        interpreter = SpecInterpreter(unit: unit)
        do {
            host = ViewHost(try interpreter.makeView(named: view, values: values, preview: preview))
        } catch {
            Issue.record("cannot start \(view): \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The interpreter's runtime errors so far, each as `path:line:column: error: message [code]`.
    var runtimeErrors: [String] {
        interpreter.runtimeErrors.map {
            "\($0.file):\($0.location): \($0.severity.rawValue): \($0.message) [\($0.code)]"
        }
    }

    /// Every drawable leaf of the frame as one line, list rows included: `Buy milk`, `[x] Buy milk`,
    /// `[draft: text]`, `(trash)`, `<progress>`.
    var lines: [String] {
        var lines: [String] = []
        Self.collect(host.resolved, into: &lines)
        return lines
    }

    private static func collect(_ view: ResolvedView, into lines: inout [String]) {
        for child in children(of: view, into: &lines) {
            collect(child, into: &lines)
        }
    }

    /// Appends the line of a leaf; returns the views inside a container.
    private static func children(of view: ResolvedView, into lines: inout [String]) -> [ResolvedView] {
        switch view {
        case .text(let text): lines.append(text)
        case .button(let button): return [button.label]
        case .toggle(let toggle): lines.append("[\(toggle.isOn ? "x" : " ")] \(toggle.title)")
        case .textField(let field): lines.append("[\(field.placeholder): \(field.text)]")
        case .stepper(let stepper): lines.append("\(stepper.label) <\(stepper.value)>")
        case .picker(let picker): lines.append("\(picker.title) <\(picker.selectedTitle)>")
        case .slider(let slider): lines.append("\(slider.title) <\(slider.fraction)>")
        case .progressView(let progress):
            lines.append("<progress \(progress.label ?? "") \(progress.value.map { "\($0)" } ?? "-")>")
        case .image(let name): lines.append("(\(name))")
        case .spacer, .divider, .shape: break
        case .stack(let stack): return stack.children
        case .zStack(_, let children), .viewThatFits(_, let children): return children
        case .barRow(let leading, let title, let trailing): return [leading, trailing, title]
        case .grid(let grid): return grid.rows.flatMap(\.views)
        case .list(let list): return (0..<list.count).map { list.row(at: $0) }
        case .section(let header, let content):
            if let header { lines.append("# " + header) }
            return content
        case .sectionHeader(let header): lines.append("# " + header)
        case .modified(let content, _), .scroll(_, let content): return [content]
        case .layered(let layers): return [layers.content, layers.layer]
        }
        return []
    }
}
