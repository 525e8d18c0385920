extension ViewNode {
    /// Records that the body read the environment value at `keyPath`, so that an ancestor handing down another
    /// value there evaluates the body again. Values compare as a view's inputs do: an object is the same while it
    /// is the same object.
    func recordEnvironmentRead<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        environmentReads.append { old, new in
            inputValuesEqual(old[keyPath: keyPath], new[keyPath: keyPath])
        }
    }
}
