/// The size controls are drawn at: `.controlSize(.large)`. A terminal draws every control in cells of one size.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}
