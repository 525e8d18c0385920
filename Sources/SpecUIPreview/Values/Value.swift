/// A value of the spec language at run time: what state slots hold, props carry and expressions produce.
///
/// An optional is `.null` or its wrapped value; the static type says which optionals print as `Optional(...)`.
package enum Value: Hashable, Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case null
    /// A case of an enum declared under `types:` (or a built-in environment enum).
    case enumCase(type: String, name: String)
    case array([Value])
    /// A record with its fields in declared order.
    case record(type: String, fields: [Field])

    /// One field of a record value.
    package struct Field: Hashable, Sendable {
        package var name: String
        package var value: Value

        package init(name: String, value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// The value of field `name` of a record, `nil` for other values and unknown fields.
    package func field(_ name: String) -> Value? {
        guard case .record(_, let fields) = self else { return nil }
        return fields.first { $0.name == name }?.value
    }

    /// The record with field `name` set to `value`; other values are returned unchanged.
    package func setting(field name: String, to value: Value) -> Value {
        guard case .record(let type, var fields) = self, let index = fields.firstIndex(where: { $0.name == name })
        else { return self }
        fields[index].value = value
        return .record(type: type, fields: fields)
    }

    /// The elements of an array value, `nil` for other values.
    package var elements: [Value]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }
}
