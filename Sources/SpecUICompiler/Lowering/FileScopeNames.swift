/// The names a compile unit's generated Swift declares at file scope, which no extracted subview may take.
///
/// They are the unit's views and types, each view's `<View>_Previews`, the `PreviewRegistry` and its entry type. The generator and
/// the interpreter plan subviews against this one set, so both name them alike.
///
/// ```swift
/// FileScopeNames(views: ["LView"], types: ["LViewRow"]).contains("LViewRow")  // true
/// ```
package struct FileScopeNames: Hashable, Sendable {
    /// The enum the generated `PreviewRegistry.swift` declares.
    package static let previewRegistry = "PreviewRegistry"
    /// The struct of one of its entries, declared beside it.
    package static let previewRegistryEntry = "PreviewRegistryEntry"

    package private(set) var names: Set<String>
    /// What one view's subviews avoid besides (see `forSubviews(of:)`), kept apart so that the unit's names, one
    /// set for every view, are never copied.
    private var viewNames: Set<String> = []

    package init(views: some Sequence<String>, types: some Sequence<String>) {
        names = [Self.previewRegistry, Self.previewRegistryEntry]
        for view in views {
            names.insert(view)
            names.insert(Self.previews(of: view))
        }
        names.formUnion(types)
    }

    /// The names `unit` declares.
    package init(_ unit: CheckedUnit) {
        self.init(views: unit.declarations.views.keys, types: unit.declarations.types.keys)
    }

    /// `CounterView_Previews`: the `PreviewProvider` generated for `view`.
    package static func previews(of view: String) -> String {
        view + ReservedNames.previewsSuffix
    }

    package func contains(_ name: String) -> Bool {
        names.contains(name) || viewNames.contains(name)
    }

    /// These names and those a subview of `view` must not take either: inside the view's file a subview named
    /// like a member or loop variable (`WStack` beside state `WStack`) would be hidden by it, and one named like
    /// a SwiftUI type (`ZStack` for a view `Z`) would hide that type.
    package func forSubviews(of view: ViewDecl) -> FileScopeNames {
        var taken = self
        taken.viewNames = ReservedNames.typeNameSet
        taken.viewNames.formUnion(
            view.props.map(\.name.name) + view.bindings.map(\.name.name) + view.state.map(\.name.name))
        taken.viewNames.formUnion(view.environment.map(\.key.rawValue))
        var pending = view.body
        while let node = pending.popLast() {
            if case .forEach(let forEach) = node.kind { taken.viewNames.insert(forEach.variable.name) }
            pending += node.children
        }
        return taken
    }
}
