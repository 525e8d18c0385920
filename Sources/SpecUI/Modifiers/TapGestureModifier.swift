/// Runs an action when the modified view is tapped: `Text("Row").onTapGesture { isOpen.toggle() }`.
///
/// In a terminal the view is a control like a button: it takes focus and runs the action on Return or space, and
/// `tap` and `--tap` find it by its texts; it is drawn as it is, not in the accent color. Activating it once is
/// the tap, whatever `count` asks for. The controls inside stay controls of their own, focused after it, and win
/// over the tap as they do over `gesture(_:)`: activating one runs its action alone.
public struct _TapGestureModifier: ViewModifier {
    let action: @MainActor () -> Void

    public typealias Body = Never
}

extension _TapGestureModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.attachedGesture = AttachedGesture(priority: .normal, perform: action)
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

extension View {
    /// Runs `action` when the view is pressed long: a terminal cannot hold a press, so the view is a control as a
    /// tapped one is, and activating it is the long press, whatever `minimumDuration` asks for; `onPressingChanged`
    /// hears `true` before the action and `false` after it.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> ModifiedContent<Self, _TapGestureModifier> {
        modifier(
            _TapGestureModifier {
                onPressingChanged?(true)
                action()
                onPressingChanged?(false)
            })
    }

    /// The long press with its pressing callback first, as SwiftUI's older spelling writes it.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        pressing: (@MainActor (Bool) -> Void)?, perform action: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, _TapGestureModifier> {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }
}
