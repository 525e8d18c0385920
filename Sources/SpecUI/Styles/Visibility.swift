/// Whether a part of a view is shown: `.automatic` leaves it to the view, as SwiftUI's platforms do.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}
