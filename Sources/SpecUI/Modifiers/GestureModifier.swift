/// Attaches a gesture to the modified view, which becomes a control a terminal activates to perform it, as a view
/// with `onTapGesture` is.
public struct _GestureModifier<G: Gesture>: ViewModifier {
    let gesture: G
    let priority: AttachedGesture.Priority
    let mask: GestureMask

    public typealias Body = Never
}

extension _GestureModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let gesture = self.gesture
        let perform: @MainActor () -> Void = { gesture.performIfPossible() }
        let isActive = mask.contains(.gesture)
        node.attachedGesture = isActive ? AttachedGesture(priority: priority, perform: perform) : nil
        node.kind = isActive ? .button(action: perform, tint: nil) : .modifier(nil)
        let inner: any View = mask.contains(.subviews) ? content : content.allowsHitTesting(false)
        node.reconcile([(AnyHashable(0), inner)], context.eager)
    }
}

extension View {
    /// Attaches `gesture`, which the controls inside the view win over: activating the view performs it.
    ///
    /// ```swift
    /// Card(photo).gesture(TapGesture(count: 2).onEnded { like(photo) })
    /// ```
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier<G>>
    {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches `gesture` to be performed along with the controls inside: activating a control inside runs its own
    /// action, then the gesture's.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier<G>>
    {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Attaches `gesture` to be performed in place of the controls inside: activating a control inside performs
    /// the gesture and not the control's action.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier<G>>
    {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }
}
