import SpecUI

extension LayoutNode {
    /// Tells the `containerRelativeFrame` views of this tree which container they are in: `container`, or the
    /// window of the nearest scroll view around them, or the `List` around them, whose rows are linked as they
    /// are drawn.
    func link(to container: LayoutContainer) {
        switch kind {
        case .modified(.containerRelativeFrame), .list:
            self.container = container
        case .scroll:
            let window = LayoutContainer(size: container.size, parent: container)
            self.container = window
            for child in children { child.link(to: window) }
            return
        default:
            break
        }
        for child in children { child.link(to: container) }
    }

    /// Sets a scroll view's window to the room `proposal` offers, the container's length along an axis offered
    /// no limit; the sizes measured inside by the old window are forgotten.
    func sizeWindow(_ proposal: Proposal) {
        guard case .scroll = kind, let window = container else { return }
        let around = window.parent?.size ?? window.size
        let size = Size(
            width: proposal.width >= Proposal.unbounded ? around.width : proposal.width,
            height: proposal.height >= Proposal.unbounded ? around.height : proposal.height)
        guard size != window.size else { return }
        window.size = size
        if window.isRead {
            for child in children { child.forgetSizes() }
        }
    }

    /// The frame a `containerRelativeFrame` takes in its container.
    func containerFrame(_ frame: ContainerRelativeFrame) -> ResolvedFrame {
        let size = container?.size ?? Size(width: 0, height: 0)
        container?.isRead = true
        let width = frame.axes.contains(.horizontal) ? frame.length(in: Double(size.width), along: .horizontal) : nil
        let height = frame.axes.contains(.vertical) ? frame.length(in: Double(size.height), along: .vertical) : nil
        return ResolvedFrame(width: width, height: height, alignment: frame.alignment)
    }
}
