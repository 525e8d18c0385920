/// The direction a stack lays out its children.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
}
