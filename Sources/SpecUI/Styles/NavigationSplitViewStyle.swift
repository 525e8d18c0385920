/// How a `NavigationSplitView` sizes its columns side by side: `.automatic`, `.balanced` or `.prominentDetail`.
///
/// A terminal draws every style alike, the sidebar and content columns at their width and the detail in the rest,
/// and a split view collapsed into a stack has one column to show.
public protocol NavigationSplitViewStyle {}
