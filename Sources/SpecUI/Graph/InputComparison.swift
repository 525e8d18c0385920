extension ViewGraph {
    /// Whether a parent handed a view the same inputs again, so its body need not run.
    ///
    /// `==` when the view is Equatable; otherwise field by field: `@State` and `@Environment` fields are not
    /// inputs, bindings are equal when they point at the same storage and read equal values, Equatable values
    /// compare with `==`, structs and enums compare recursively, and closures always count as changed.
    func inputsEqual(_ old: any View, _ new: any View) -> Bool {
        if ObjectIdentifier(type(of: old)) != ObjectIdentifier(type(of: new)) {
            return false
        }
        if let dynamic = old as? any _DynamicView {
            return dynamic._inputsEqual(to: new)
        }
        if let equal = equalIfEquatable(old, new) {
            return equal
        }
        return childrenEqual(Mirror(reflecting: old), Mirror(reflecting: new))
    }
}

/// Whether two field values count as the same input.
func inputValuesEqual(_ old: Any, _ new: Any) -> Bool {
    if old is any NonInputField {
        return true
    }
    if let binding = old as? any BindingField {
        return binding.isSameBinding(as: new)
    }
    if let equal = equalIfEquatable(old, new) {
        return equal
    }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    switch oldMirror.displayStyle {
    case .struct?, .tuple?, .optional?, .collection?, .dictionary?, .set?:
        return childrenEqual(oldMirror, newMirror)
    case .enum?:
        return childrenEqual(oldMirror, newMirror) && String(describing: old) == String(describing: new)
    case .class?:
        return (old as AnyObject) === (new as AnyObject)
    default:
        // Functions and other opaque values: there is no way to tell, so they count as changed.
        return false
    }
}

private func childrenEqual(_ old: Mirror, _ new: Mirror) -> Bool {
    guard old.children.count == new.children.count else {
        return false
    }
    for (oldChild, newChild) in zip(old.children, new.children) {
        guard oldChild.label == newChild.label, inputValuesEqual(oldChild.value, newChild.value) else {
            return false
        }
    }
    return true
}
