/// The leading or the trailing edge, as `safeAreaInset(edge: .trailing)` takes one.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}
