/// Runs an action when the modified view is tapped: `Text("Row").onTapGesture { isOpen.toggle() }`.
///
/// In a terminal the view is a control like a button: it takes focus and runs the action on Return or space, and
/// `tap` and `--tap` find it by its texts; it is drawn as it is, not in the accent color. Activating it once is
/// the tap, whatever `count` asks for.
public struct _TapGestureModifier: ViewModifier {
    let action: @MainActor () -> Void

    public typealias Body = Never
}

extension _TapGestureModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .button(action: action, tint: nil)
        node.reconcile([(AnyHashable(0), content)], context.eager)
    }
}

extension View {
    /// Runs `action` when the view is tapped; see `_TapGestureModifier` for how a terminal taps it.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, _TapGestureModifier>
    {
        modifier(_TapGestureModifier(action: action))
    }
}
