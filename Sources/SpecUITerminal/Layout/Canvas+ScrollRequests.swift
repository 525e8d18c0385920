import SpecUI

extension Canvas {
    /// Records that a view named by `id` was drawn in `rect`, when a reader around asks to scroll to views and the
    /// view is in a scroll view's content (a `List` finds its rows by their ids itself).
    mutating func recordScrollTarget(_ id: AnyHashable, _ rect: Rect) {
        guard !scrollRequests.isEmpty, currentRow == nil, let scroll = currentScroll else { return }
        let start = scroll.line(of: rect)
        let length = scroll.horizontal ? rect.width : rect.height
        scrollTargets[id, default: []].append(
            ScrollTarget(list: scroll.list, lines: start..<start + length, horizontal: scroll.horizontal))
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
