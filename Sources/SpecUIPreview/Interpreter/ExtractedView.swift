import SpecUI
import SpecUICompiler

/// A subtree of a view's body that runs as a view of its own, like the private struct the generator declares
/// for it: same name in counters and traces, same inputs, and the same `==` (values, or the fields of a value that
/// is only used through them; bindings are not compared, since a body reading one depends on what it points at).
struct ExtractedView: _DynamicView, Equatable {
    let subview: SubviewPlan.Subview
    let values: [String: Value]
    let bindings: [String: Binding<Value>]
    let context: InterpreterContext
    /// The file that declares the enclosing view, for runtime error messages.
    let path: String
    /// The plan of the enclosing view, for the subviews inside this one.
    let plan: SubviewPlan

    var _viewName: String { subview.name }

    var _stateSlots: [_StateSlot] { [] }

    func _inputsEqual(to other: any View) -> Bool {
        guard let other = other as? ExtractedView else { return false }
        return self == other
    }

    nonisolated static func == (lhs: ExtractedView, rhs: ExtractedView) -> Bool {
        guard lhs.subview == rhs.subview else { return false }
        return lhs.subview.inputs.allSatisfy { input in
            guard !input.isBinding else { return true }
            let (left, right) = (lhs.values[input.name], rhs.values[input.name])
            guard !input.comparedFields.isEmpty else { return left == right }
            return input.comparedFields.allSatisfy { fields in
                Self.value(left, at: fields) == Self.value(right, at: fields)
            }
        }
    }

    /// The value at a chain of record fields, the last of which may be the `count` or `isEmpty` of an array or a
    /// string, as the generated `==` reads `lhs.folder.id` or `lhs.folder.files.count`.
    private nonisolated static func value(_ value: Value?, at fields: [String]) -> Value? {
        fields.reduce(value) { value, field in
            switch (value, field) {
            case (.array(let elements)?, "count"): .int(elements.count)
            case (.array(let elements)?, "isEmpty"): .bool(elements.isEmpty)
            case (.string(let text)?, "count"): .int(text.count)
            case (.string(let text)?, "isEmpty"): .bool(text.isEmpty)
            default: value?.field(field)
            }
        }
    }

    func _body(state: _DynamicState) -> any View {
        var scope = RuntimeScope(state: state)
        for input in subview.inputs {
            if let binding = bindings[input.name] {
                scope = scope.adding(input.name, .binding(binding))
            } else {
                scope = scope.adding(input.name, .value(values[input.name] ?? .null))
            }
        }
        let builder = BodyBuilder(context: context, path: path, scope: scope, plan: plan)
        switch subview.root {
        case .node: return builder.unextracted(subview.nodes[0])
        case .rows: return builder.block(subview.nodes)
        }
    }
}
