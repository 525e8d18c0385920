@_spi(Reflection) import Swift

/// The fields of a view or modifier type the graph installs before `body`, with their byte offsets.
struct FieldLayout {
    struct Field {
        let label: String
        let offset: Int
        let type: any GraphField.Type
    }

    /// A custom `DynamicProperty` field, whose `update()` runs once the fields inside it are installed.
    struct Property {
        let offset: Int
        let type: any DynamicProperty.Type
    }

    /// The state and environment fields, also those inside custom dynamic properties (labelled `_outer._inner`).
    var fields: [Field] = []
    /// The custom dynamic properties, each after the ones nested inside it.
    var properties: [Property] = []
    /// Labels of the `@State` fields in declaration order, as traces name them (`_count`).
    var stateLabels: [String] = []

    /// Adds the fields of `type`, stored `base` bytes into the value, with labels starting with `prefix`.
    mutating func collect(_ type: Any.Type, base: Int, prefix: String) {
        _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            let label = prefix + String(cString: name)
            if let graphField = fieldType as? any GraphField.Type {
                fields.append(Field(label: label, offset: base + offset, type: graphField))
                if prefix.isEmpty, fieldType is any StateSlotField.Type {
                    stateLabels.append(label)
                }
            } else if let property = fieldType as? any DynamicProperty.Type {
                collect(fieldType, base: base + offset, prefix: label + ".")
                properties.append(Property(offset: base + offset, type: property))
            }
            return true
        }
    }
}

extension ViewGraph {
    /// The cached field layout of `type`.
    func fieldLayout(of type: Any.Type) -> FieldLayout {
        let key = ObjectIdentifier(type)
        if let layout = fieldLayouts[key] {
            return layout
        }
        var layout = FieldLayout()
        layout.collect(type, base: 0, prefix: "")
        fieldLayouts[key] = layout
        return layout
    }

    /// Connects the `@State` and `@Environment` fields of `value`, a copy of a view or modifier, to `node`, then
    /// calls `update()` on its custom dynamic properties, as SwiftUI does before `body`.
    func installFields<Value>(in value: inout Value, node: ViewNode) {
        let layout = fieldLayout(of: Value.self)
        guard !layout.fields.isEmpty || !layout.properties.isEmpty else {
            return
        }
        withUnsafeMutableBytes(of: &value) { raw in
            guard let base = raw.baseAddress else {
                return
            }
            for field in layout.fields {
                field.type.install(at: base + field.offset, label: field.label, node: node)
            }
            for property in layout.properties {
                property.type.update(at: base + property.offset)
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
