/// What a `focused(_:)` or `focused(_:equals:)` modifier binds its view to: a focus state slot and the value it
/// reads while the focused control is inside the view.
struct FocusTarget {
    let storage: any FocusStorage
    let value: AnyHashable
}
