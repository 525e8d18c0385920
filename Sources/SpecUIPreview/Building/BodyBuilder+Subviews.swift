import SpecUI
import SpecUICompiler

extension BodyBuilder {
    /// The subview `subview` handed its inputs from the current scope: values as they read now, and bindings to
    /// the storage the names stand for, as the generated call `TodoListViewRow(todo: $todo, todos: $todos)` does.
    func extracted(_ subview: SubviewPlan.Subview) -> any View {
        var values: [String: Value] = [:]
        var bindings: [String: Binding<Value>] = [:]
        for input in subview.inputs {
            if input.isBinding, let binding = scope.binding(to: input.name) {
                bindings[input.name] = binding
            } else {
                values[input.name] = scope.value(of: input.name) ?? .null
            }
        }
        return ExtractedView(
            subview: subview, values: values, bindings: bindings, context: context, path: path, plan: plan)
    }
}
