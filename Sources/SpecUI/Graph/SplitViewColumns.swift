/// The columns of a `NavigationSplitView` collapsed into a stack: how many are pushed over the sidebar, and how to
/// clear the selection of the `List` in each, which going back from the column it pushed does.
///
/// A class because the split view's node and the lists in its columns share it: a list reports its selection as
/// it updates, and the split view pushes the next column while the list has one.
@MainActor
final class SplitViewColumns {
    /// The columns pushed over the sidebar: 0 shows the sidebar, the count less one shows the detail; the
    /// `preferredCompactColumn` binding's column when the split view has one.
    private let depth: StateBox<Int>
    let count: Int
    /// The split view's `preferredCompactColumn`, which holds the shown column in place of `depth`.
    var preferredColumn: Binding<NavigationSplitViewColumn>?
    private var clearSelection: [Int: () -> Void] = [:]

    init(count: Int, node: ViewNode) {
        self.count = count
        depth = StateBox(value: 0, label: "columns", node: node)
    }

    /// The columns pushed, read by the evaluation running.
    private var shown: Int {
        preferredColumn.map { $0.wrappedValue.depth(among: count) } ?? depth.value
    }

    /// The columns pushed, read by no view.
    private var current: Int {
        preferredColumn.map { $0.wrappedValue.depth(among: count) } ?? depth.current
    }

    private func show(_ pushed: Int) {
        depth.set(pushed)
        preferredColumn?.wrappedValue = NavigationSplitViewColumn(depth: pushed, among: count)
    }

    /// Whether the column after the one at `index` is pushed: a binding `navigationDestination(isPresented:)`
    /// reads, which going back sets to false, clearing the selection that pushed it.
    func isPushed(after index: Int) -> Binding<Bool> {
        Binding(
            get: { self.shown > index },
            set: { isPushed in
                if isPushed {
                    self.show(max(self.current, index + 1))
                } else if self.current > index {
                    self.show(index)
                    self.clearSelection[index]?()
                }
            })
    }

    /// Follows the selection of the list in the column at `index`, once the update that showed it settles: the
    /// next column is pushed as it selects something, and popped when it selects nothing unless a preferred
    /// column holds it.
    func follow(_ selection: ListSelection, inColumn index: Int, graph: ViewGraph) {
        guard index < count - 1 else { return }
        clearSelection[index] = selection.clear
        let isSelected = !selection.selected.isEmpty
        guard isSelected ? current == index : current > index && preferredColumn == nil else { return }
        graph.enqueue {
            let current = self.current
            if isSelected, current == index {
                self.show(index + 1)
            } else if !isSelected, current > index {
                self.show(index)
            }
        }
    }
}
