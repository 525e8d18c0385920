/// A height a sheet can rest at: `.sheet(isPresented: $isEditing) { Editor().presentationDetents([.medium]) }`.
///
/// A sheet in a terminal takes the place of the screen (docs/RUNTIME.md), so every detent draws it at the
/// terminal's full height.
public struct PresentationDetent: Hashable, Sendable {
    private enum Height: Hashable, Sendable {
        case medium, large
        case fraction(Double)
        case points(Double)
    }

    private let height: Height

    /// About half the screen's height.
    public static let medium = PresentationDetent(height: .medium)
    /// The screen's full height.
    public static let large = PresentationDetent(height: .large)

    /// `fraction` of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .fraction(Double(fraction)))
    }

    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .points(Double(height)))
    }
}
