/// The container `containerRelativeFrame` measures a view by: the screen, a scroll view's window or a `List`.
///
/// A class because the views inside refer to their container while the scroll view owning it sets its size as
/// it is offered room.
@MainActor
final class LayoutContainer {
    var size: Size
    /// The container around this one, whose length a scroll view offered no limit takes.
    let parent: LayoutContainer?
    /// Whether a view inside measured itself by this container, so that a new size changes what it measures.
    var isRead = false

    init(size: Size, parent: LayoutContainer? = nil) {
        self.size = size
        self.parent = parent
    }
}
