/// The columns of a `NavigationSplitView` collapsed into a stack: how many are pushed over the sidebar, and how to
/// clear the selection of the `List` in each, which going back from the column it pushed does.
///
/// A class because the split view's node and the lists in its columns share it: a list reports its selection as
/// it updates, and the split view pushes the next column while the list has one.
@MainActor
final class SplitViewColumns {
    /// The columns pushed over the sidebar: 0 shows the sidebar, the count less one shows the detail.
    let depth: StateBox<Int>
    let count: Int
    private var clearSelection: [Int: () -> Void] = [:]

    init(count: Int, node: ViewNode) {
        self.count = count
        depth = StateBox(value: 0, label: "columns", node: node)
    }

    /// Whether the column after the one at `index` is pushed: a binding `navigationDestination(isPresented:)`
    /// reads, which going back sets to false, clearing the selection that pushed it.
    func isPushed(after index: Int) -> Binding<Bool> {
        Binding(
            get: { self.depth.value > index },
            set: { isPushed in
                if isPushed {
                    self.depth.set(max(self.depth.current, index + 1))
                } else if self.depth.current > index {
                    self.depth.set(index)
                    self.clearSelection[index]?()
                }
            })
    }

    /// Follows the selection of the list in the column at `index`: the next column is pushed while it selects
    /// something, and popped when it selects nothing, once the update that showed it settles.
    func follow(_ selection: ListSelection, inColumn index: Int, graph: ViewGraph) {
        guard index < count - 1 else { return }
        clearSelection[index] = selection.clear
        let isSelected = !selection.selected.isEmpty
        guard isSelected ? depth.current == index : depth.current > index else { return }
        graph.enqueue {
            let depth = self.depth.current
            if isSelected, depth == index {
                self.depth.set(index + 1)
            } else if !isSelected, depth > index {
                self.depth.set(index)
            }
        }
    }
}
