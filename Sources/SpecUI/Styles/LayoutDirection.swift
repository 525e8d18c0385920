/// Reading direction; `.rightToLeft` mirrors horizontal layout.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}
