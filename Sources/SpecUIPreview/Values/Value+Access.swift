// Writable views into a value, so that `Binding<Value>` can reach elements and fields (`$todo.done`) and
// be handed to controls as `Binding<Bool>`, `Binding<String>` or `Binding<Int>` with its location kept.

extension Value {
    /// The elements of an array, empty for anything else; writing makes the value that array.
    package var arrayElements: [Value] {
        get { elements ?? [] }
        set { self = .array(newValue) }
    }

    /// Field `name` of a record; `.null` for anything else, and writes to anything else are ignored.
    package subscript(field name: String) -> Value {
        get { field(name) ?? .null }
        set { self = setting(field: name, to: newValue) }
    }

    /// The value as a Bool, for `Toggle`; `false` for other values.
    package var boolValue: Bool {
        get {
            guard case .bool(let value) = self else { return false }
            return value
        }
        set { self = .bool(newValue) }
    }

    /// The value as a String, for `TextField`; the description for other values.
    package var stringValue: String {
        get {
            guard case .string(let value) = self else { return description }
            return value
        }
        set { self = .string(newValue) }
    }

    /// The value as an Int, for `Stepper`; `0` for other values.
    package var intValue: Int {
        get {
            guard case .int(let value) = self else { return 0 }
            return value
        }
        set { self = .int(newValue) }
    }

    /// The value as a Double (Ints widen), for sizes, opacity and progress.
    package var doubleValue: Double? {
        switch self {
        case .double(let value): value
        case .int(let value): Double(value)
        default: nil
        }
    }
}
