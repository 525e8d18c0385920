/// The binding of a `scrollPosition(id:anchor:)` as a renderer uses it: the scroll a write to the binding asks for,
/// and where the renderer reports the view the scroll view shows at the anchor.
///
/// A class because the modifier adds requests to it as it updates and the renderer that draws it reads and reports
/// through it.
@MainActor
public final class ScrollPositionBinding: Sendable, Equatable {
    /// The scrolls to the ids written to the binding that no frame has carried out yet.
    public let requests = ScrollRequests()
    /// The point of the window whose view the binding names, and that a written id's view is brought to; nil is
    /// the top leading corner.
    public internal(set) var anchor: UnitPoint?
    /// Whether an id is one of the binding's type.
    let accepts: (AnyHashable) -> Bool
    /// Writes an id to the binding.
    var write: (AnyHashable) -> Void = { _ in }
    /// The id the binding held when the modifier last updated, or the renderer last wrote: a different one is a
    /// write of the view's own, which scrolls.
    var known: AnyHashable?
    /// Whether the modifier has updated once: the binding's first value scrolls too.
    var hasUpdated = false

    init(accepts: @escaping (AnyHashable) -> Bool) {
        self.accepts = accepts
    }

    /// The point of a window and of a view that the binding's views are measured at: the anchor, else the top
    /// leading corner.
    public var point: UnitPoint { anchor ?? .topLeading }

    /// Whether `id` can be written to the binding: a `ForEach` element's or an `id(_:)` view's id of its type.
    public func canReport(_ id: AnyHashable) -> Bool { accepts(id) }

    /// Records that the scroll view shows the view of `id` at the anchor, writing it to the binding when it holds
    /// another: its views update as a write of their own would update them.
    public func report(_ id: AnyHashable) {
        guard id != known, accepts(id) else { return }
        known = id
        write(id)
    }

    /// Takes the binding's current value: a value other than the one it held scrolls its view to the anchor.
    func update(to value: AnyHashable?) {
        defer {
            known = value
            hasUpdated = true
        }
        guard let value, value != known || !hasUpdated else { return }
        requests.append(ScrollRequest(id: value, anchor: point))
    }

    public nonisolated static func == (lhs: ScrollPositionBinding, rhs: ScrollPositionBinding) -> Bool {
        lhs === rhs
    }
}
