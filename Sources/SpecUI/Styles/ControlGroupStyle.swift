/// How a `ControlGroup` looks: `.automatic`, `.navigation`, `.menu`, `.compactMenu`, `.palette`.
///
/// A terminal draws every group one way, its views in a row, so every style draws it alike; the styles are here
/// so that SwiftUI code choosing one compiles unchanged.
public protocol ControlGroupStyle {}

extension View {
    /// Chooses how the control groups inside look; a terminal draws every `ControlGroupStyle` alike.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        self
    }
}
