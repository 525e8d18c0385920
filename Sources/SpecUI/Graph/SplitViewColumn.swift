/// The column of a `NavigationSplitView` collapsed into a stack that the views are in, whose `List(selection:)`
/// pushes the next column.
struct SplitViewColumn: Equatable {
    let index: Int
    let columns: ObjectReference<SplitViewColumns>
}
