@_spi(Reflection) import Swift

/// The fields of a view or modifier type the graph installs before `body`, with their byte offsets.
struct FieldLayout {
    struct Field {
        let label: String
        let offset: Int
        let type: any GraphField.Type
    }

    var fields: [Field] = []
    /// Labels of the `@State` fields in declaration order, as traces name them (`_count`).
    var stateLabels: [String] = []
}

extension ViewGraph {
    /// The cached field layout of `type`.
    func fieldLayout(of type: Any.Type) -> FieldLayout {
        let key = ObjectIdentifier(type)
        if let layout = fieldLayouts[key] {
            return layout
        }
        var layout = FieldLayout()
        _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            if let graphField = fieldType as? any GraphField.Type {
                let label = String(cString: name)
                layout.fields.append(FieldLayout.Field(label: label, offset: offset, type: graphField))
                if fieldType is any StateSlotField.Type {
                    layout.stateLabels.append(label)
                }
            }
            return true
        }
        fieldLayouts[key] = layout
        return layout
    }

    /// Connects the `@State` and `@Environment` fields of `value`, a copy of a view or modifier, to `node`.
    func installFields<Value>(in value: inout Value, node: ViewNode) {
        let layout = fieldLayout(of: Value.self)
        guard !layout.fields.isEmpty else {
            return
        }
        withUnsafeMutableBytes(of: &value) { raw in
            guard let base = raw.baseAddress else {
                return
            }
            for field in layout.fields {
                field.type.install(at: base + field.offset, label: field.label, node: node)
            }
        }
    }
}

extension ViewGraph {
    /// The labels of a view's state slots, as its first trace line names them.
    func stateLabels(of view: any View) -> [String] {
        if let dynamic = view as? any _DynamicView {
            return dynamic._stateSlots.map { "_" + $0.name }
        }
        return fieldLayout(of: type(of: view)).stateLabels
    }
}

/// Marks `@State` fields, whose labels appear in traces.
protocol StateSlotField {}
