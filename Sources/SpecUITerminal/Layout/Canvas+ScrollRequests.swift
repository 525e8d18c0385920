import SpecUI

extension Canvas {
    /// Records that a view named by `id` was drawn in `rect`, when a reader around asks to scroll to views and the
    /// view is in a scroll view's content (a `List` finds its rows by their ids itself).
    mutating func recordScrollTarget(_ id: AnyHashable, _ rect: Rect) {
        guard !scrollRequests.isEmpty || tracksScrollTargets > 0, currentRow == nil, let scroll = currentScroll else {
            return
        }
        let start = scroll.line(of: rect)
        let length = scroll.horizontal ? rect.width : rect.height
        let target = ScrollTarget(list: scroll.list, lines: start..<start + length, horizontal: scroll.horizontal)
        scrollTargets[id, default: []].append(target)
        drawnScrollTargets.append((id, target))
    }

    /// Draws with `draw` the content of a reader or a `scrollPosition` whose `requests` are pending, carrying them out
    /// on the lists and scroll views it draws, which it returns by their positions among the canvas's lists.
    @MainActor
    mutating func carryingOut(
        _ requests: ScrollRequests, tracking: Bool = false, _ draw: (inout Canvas) -> Void
    ) -> Range<Int> {
        let pending = requests.pending
        let (enclosing, firstList) = (scrollRequests, lists.count)
        scrollRequests += pending
        tracksScrollTargets += tracking ? 1 : 0
        draw(&self)
        tracksScrollTargets -= tracking ? 1 : 0
        scrollRequests = enclosing
        carryOut(pending, inLists: firstList..<lists.count)
        if !pending.isEmpty {
            carriedOut.append(requests)
        }
        return firstList..<lists.count
    }

    /// Reports to `position` the view the first scroll view among `drawn` shows at its anchor, scrolled as the frame
    /// leaves it: the first target of the binding's id type, in drawing order, that reaches past the anchor's line
    /// (the window's first, without an anchor) and starts inside the window.
    @MainActor
    func report(to position: ScrollPositionBinding, from drawn: Range<Int>) {
        guard let list = drawn.first else { return }
        var window = lists[list]
        window.firstRow = requestedOffsets[list] ?? window.firstRow
        let shown = drawnScrollTargets.first { id, target in
            let fraction = Double(target.horizontal ? position.point.x : position.point.y)
            let line = window.firstRow + Int((fraction * Double(max(0, window.height - 1))).rounded())
            return target.list == list && target.lines.upperBound > line
                && target.lines.lowerBound < window.firstRow + window.height && position.canReport(id)
        }
        if let shown {
            position.report(shown.id)
        }
    }

    /// Scrolls each scroll view among `lists` that shows a view one of `requests` names, the later request
    /// winning, to show it: the offsets go to `requestedOffsets`.
    mutating func carryOut(_ requests: [ScrollRequest], inLists lists: Range<Int>) {
        for request in requests {
            var scrolled: Set<Int> = []
            for target in scrollTargets[request.id] ?? [] where lists.contains(target.list) {
                // The first view of the id in each scroll view.
                guard scrolled.insert(target.list).inserted else { continue }
                var window = self.lists[target.list]
                window.firstRow = requestedOffsets[target.list] ?? window.firstRow
                requestedOffsets[target.list] = target.offset(in: window, anchor: request.anchor)
            }
        }
    }
}
