/// Where a scroll view comes to rest after it is flung: `.scrollTargetBehavior(.paging)`.
///
/// A terminal scroll view is never flung: Page Up and Page Down move it by a window, as paging does, and focus moves
/// it the least that shows the next control whole, so every behavior scrolls it alike; the behaviors are here so
/// that SwiftUI code choosing one compiles unchanged.
public protocol ScrollTargetBehavior {}

extension View {
    /// Chooses where the scroll views inside come to rest; a terminal scrolls them alike (see
    /// `ScrollTargetBehavior`), so the view is drawn as it is.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> Self {
        self
    }

    /// Makes the views of this layout the ones a scroll view's `scrollTargetBehavior(.viewAligned)` and
    /// `scrollPosition(id:)` find: a terminal finds every `ForEach` element and `id(_:)` view inside by its id, so
    /// the view is drawn as it is.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self {
        self
    }
}
