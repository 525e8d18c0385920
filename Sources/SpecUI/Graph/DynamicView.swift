/// A view defined at run time (by an interpreter) that runs on the graph exactly like a compiled view.
///
/// Its state lives in named slots (traced as `_name`), its identity includes `_viewName`, and its body is
/// built from the slots' current values. Conformers declare `Body == Never`; the graph calls `_body(state:)`.
public protocol _DynamicView: View where Body == Never {
    /// The name counters and traces use, like a compiled view's type name.
    var _viewName: String { get }
    /// The state slots and their initial values, in declaration order.
    var _stateSlots: [_StateSlot] { get }
    /// Whether `other` (a value of the same type) has the same inputs; `false` re-evaluates the body.
    func _inputsEqual(to other: any View) -> Bool
    /// Builds the body; reads and writes go through `state`.
    func _body(state: _DynamicState) -> any View
}

extension _DynamicView {
    public var body: Never { fatalError("\(_viewName) is a dynamic view; the graph builds it with _body(state:)") }
}

/// A named state slot of a `_DynamicView`.
///
/// Its initial value is made only when the slot's storage is, once per identity, as `@State`'s initial value is
/// stored once: an interpreter's initial value may be a long list built from the spec at every call.
public struct _StateSlot {
    public let name: String
    private let makeInitialValue: () -> Any

    /// The initial value, made anew at each read.
    public var initialValue: Any { makeInitialValue() }

    public init(name: String, initialValue: @autoclosure @escaping () -> Any) {
        self.name = name
        makeInitialValue = initialValue
    }
}

/// The state slots of one `_DynamicView` identity.
@MainActor
public struct _DynamicState {
    private let boxes: [String: StateBox<Any>]
    private let node: ViewNode

    init(node: ViewNode, slots: [_StateSlot]) {
        self.node = node
        var boxes: [String: StateBox<Any>] = [:]
        for slot in slots {
            let label = "_" + slot.name
            if let box = node.stateBoxes[label] as? StateBox<Any> {
                boxes[slot.name] = box
            } else {
                let box = StateBox<Any>(value: slot.initialValue, label: label, node: node)
                node.stateBoxes[label] = box
                boxes[slot.name] = box
            }
        }
        self.boxes = boxes
    }

    /// The current value of slot `name`; a write schedules an update like a `@State` write.
    public subscript(name: String) -> Any? {
        get { boxes[name]?.value }
        nonmutating set {
            if let newValue {
                boxes[name]?.set(newValue)
            }
        }
    }

    /// The environment value at `keyPath`, recorded as read so a change to it re-evaluates the body.
    public func environment<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
        node.recordEnvironmentRead(keyPath)
        return node.environment[keyPath: keyPath]
    }

    /// A binding to slot `name`, read as a `T`.
    public func binding<T>(_ name: String, as type: T.Type = T.self) -> Binding<T>? {
        guard let box = boxes[name], box.current is T else {
            return nil
        }
        return Binding(
            location: BindingLocation(slot: box),
            get: { box.current as! T },
            set: { box.set($0) }
        )
    }
}
