/// A gesture attached to a view, as the host performs it when a control inside the view is activated.
struct AttachedGesture {
    /// How the gesture ranks against the controls inside the view.
    enum Priority {
        /// `gesture(_:)`: the controls inside win.
        case normal
        /// `simultaneousGesture(_:)`: performed after a control inside is activated, too.
        case simultaneous
        /// `highPriorityGesture(_:)`: performed in place of a control inside.
        case high
    }

    let priority: Priority
    let perform: @MainActor () -> Void
}
