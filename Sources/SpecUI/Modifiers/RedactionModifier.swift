/// Adds `reason` to the redaction reasons of the views inside, or clears them for `unredacted()`.
public struct _RedactionModifier: ViewModifier {
    let reason: RedactionReasons?

    public typealias Body = Never
}

extension _RedactionModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        var inner = context
        if let reason {
            inner.environment.redactionReasons.formUnion(reason)
        } else {
            inner.environment.redactionReasons = []
        }
        node.kind = .group
        node.reconcile([(AnyHashable(0), content)], inner)
    }
}

extension View {
    /// Draws the texts inside redacted, as shaded cells the size of their characters, for `reason`: always for
    /// `.placeholder`, only inside `privacySensitive()` for `.privacy`, and not at all for `.invalidated`.
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _RedactionModifier> {
        modifier(_RedactionModifier(reason: reason))
    }

    /// Draws the views inside as they are, whatever redaction is set around them.
    public func unredacted() -> ModifiedContent<Self, _RedactionModifier> {
        modifier(_RedactionModifier(reason: nil))
    }

    /// Marks the texts inside as private: a `.privacy` redaction around them hides them.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}
